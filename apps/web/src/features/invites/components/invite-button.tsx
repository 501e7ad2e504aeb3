import { useState } from 'react';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslation } from '../../../lib/i18n/i18n';
import { InviteDialog } from './invite-dialog';

/** Invite people to the site by e-mail (site admins, on /admin/user-management). */
export function InviteButton() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PersonAddIcon aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        {t('invites.button')}
      </Button>
      <InviteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
