import { PricebookScreen } from '../../../features/pricebook/components/pricebook-screen';
import { MoneyScreen } from './money-screen';

/** Price Book. */
export default function PricebookPage() {
  return (
    <MoneyScreen screen="pricebook">
      <PricebookScreen />
    </MoneyScreen>
  );
}
