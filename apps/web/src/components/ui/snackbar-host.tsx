import { useEffect, useState } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { styled } from '@mui/material/styles';
import {
  MaterialDesignContent,
  SnackbarProvider as NotistackProvider,
  closeSnackbar,
  useSnackbar,
} from 'notistack';
import { loadCatalogue, useTranslation } from '../../lib/i18n/i18n';
import { pageLanguage } from '../../lib/i18n/signed-out';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX, SNACKBAR_Z_INDEX } from './snackbar-limits';
import { connectSnackbars } from './snackbar-queue';

/** Below the app header (56 px high on phones, 64 px from 600 px up), clear of its controls. */
const SNACKBAR_TOP = { xs: 56 + 8, sm: 64 + 8 };

/** Success in green, errors in dark red (spec part 1, section 8). */
const Content = styled(MaterialDesignContent)(({ theme }) => ({
  // The Close button stays beside the message: a phone's message keeps to one short block.
  '&.notistack-MuiContent': { flexWrap: 'nowrap' },
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main, color: '#fff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#8b0000', color: '#fff' },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: '#fff' },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main, color: '#fff' },
}));

/** Puts the snackbars above every dialog and the full-screen loader. */
const ContainerClass = 'craftwork-snackbar-container';
const TopCenterClass = 'craftwork-snackbar-top-center';
const HostClass = 'craftwork-snackbar-host';

/**
 * The snackbars' own child of <body>. A MUI modal (a dialog, a drawer) marks every other child of
 * <body> aria-hidden while it is open, which would keep a refusal shown over a dialog from ever
 * being announced (mui/material-ui#30097): this host takes the mark off again at once, so the
 * messages stay outside every modal's hidden content.
 */
function useSnackbarHost(): HTMLElement | undefined {
  const [host, setHost] = useState<HTMLElement>();
  useEffect(() => {
    const element = document.createElement('div');
    element.className = HostClass;
    document.body.appendChild(element);
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    setHost(element);
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, []);
  return host;
}

/** Hands the queued messages, and every later one, to notistack. */
function Connect() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      connectSnackbars(({ message, variant, autoHideDuration }) =>
        enqueueSnackbar(message, { variant, autoHideDuration }),
      ),
    [enqueueSnackbar],
  );
  return null;
}

/**
 * Messages come at the top center, below the header: never over a drawer's or dialog's
 * Cancel/Save, a card's actions or the page's bottom bar, which sit lower. A message already
 * shown is not shown twice (three saves give one "Task status changed successfully.").
 */
export default function SnackbarHost() {
  const { t } = useTranslation('common');
  // The page's language, also on signed-out pages, whose texts are not i18next's (decision 226).
  // Messages wait (queued) until its Close is in that language; offline, Close stays English.
  const language = pageLanguage();
  const [readyLanguage, setReadyLanguage] = useState<string>();
  useEffect(() => {
    let isCurrent = true;
    void loadCatalogue(language, 'common')
      .catch(() => undefined)
      .then(() => {
        if (isCurrent) setReadyLanguage(language);
      });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  const host = useSnackbarHost();
  // The messages go into their own host element, which exists after the first effect.
  if (!host || readyLanguage === undefined) return null;
  return (
    <NotistackProvider
      domRoot={host}
      maxSnack={SNACKBAR_MAX}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      preventDuplicate
      classes={{ containerRoot: ContainerClass, containerAnchorOriginTopCenter: TopCenterClass }}
      Components={{
        success: Content,
        error: Content,
        info: Content,
        warning: Content,
        default: Content,
      }}
      action={(key) => (
        <IconButton
          aria-label={t('actions.close', { lng: language })}
          size="small"
          color="inherit"
          onClick={() => closeSnackbar(key)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      <GlobalStyles
        styles={(theme) => ({
          [`body .${ContainerClass}`]: { zIndex: SNACKBAR_Z_INDEX },
          [`body .${TopCenterClass}`]: {
            top: SNACKBAR_TOP.xs,
            [theme.breakpoints.up('sm')]: { top: SNACKBAR_TOP.sm },
          },
        })}
      />
      <Connect />
    </NotistackProvider>
  );
}
