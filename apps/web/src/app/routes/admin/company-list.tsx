import Alert from '@mui/material/Alert';
import { MESSAGES } from '@craftwork/domain/accounts/messages';
import { mayUseScreen } from '@craftwork/domain/access/screens';
import { CompanyList } from '../../../features/companies/components/company-list';
import { domainText } from '../../../lib/i18n/domain-text';
import { screenUser, useMe } from '../../../lib/session';

/** /company-list: Company Management (site admins). */
export default function CompanyListPage() {
  const { data: me } = useMe();
  if (!me) return null;
  const site = me.site;
  if (!site || !mayUseScreen('company-list', screenUser(site))) {
    return <Alert severity="warning">{domainText(MESSAGES.userLacksPermissions)}</Alert>;
  }
  return <CompanyList siteKey={site.siteKey} validCraftTypes={site.validCraftTypes} />;
}
