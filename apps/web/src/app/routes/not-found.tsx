import { NotFound } from '../../components/errors/not-found';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  return (
    <>
      <title>404 Error · Craftwork</title>
      <NotFound homePath={paths.home} />
    </>
  );
}
