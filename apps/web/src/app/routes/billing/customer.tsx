import 'leaflet/dist/leaflet.css';
import { useParams } from 'react-router';
import { isCustomerSite } from '@craftwork/domain/site/customizations';
import { CustomerPage as CustomerScreen } from '../../../features/customers/components/customer-page';
import { siteCustomizations, useSite } from '../../../lib/session';
import { MoneyScreen } from './money-screen';

/** Where the map opens for a site without a center: somewhere, so that a pin can be placed. */
const NO_CENTER = { lat: 0, lng: 0 };

/** /customers/{customerId}: a customer with its locations, estimates, invoices and tasks. */
export default function CustomerPage() {
  const { customerId = '' } = useParams();
  const site = useSite();
  const center =
    site && site.latitude !== null && site.longitude !== null
      ? { lat: site.latitude, lng: site.longitude }
      : NO_CENTER;
  const context = {
    timeZone: site?.timezone ?? 'UTC',
    customerSite: isCustomerSite(siteCustomizations(site)),
  };
  return (
    <MoneyScreen screen="customers">
      <CustomerScreen
        key={customerId}
        customerId={customerId}
        siteCenter={center}
        context={context}
      />
    </MoneyScreen>
  );
}
