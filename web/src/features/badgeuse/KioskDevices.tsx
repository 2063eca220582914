import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TabletIcon from '@mui/icons-material/TabletMac';
import * as Yup from 'yup';
import type { KioskDevices_DeviceFragment } from '../../gql/graphql.ts';
import { useSession } from '../../app/session.tsx';
import { readGraphQLError } from '../../lib/apollo.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { kioskPaths } from '../kiosk/urls.ts';
import { saveKioskToken } from '../kiosk/storage.ts';
import {
  CreateKioskDeviceMutation,
  RestaurantKioskDevicesQuery,
  RevokeKioskDeviceMutation,
} from './kiosk-documents.ts';

/** The manager's side of the kiosk (docs/areas/planning.md#the-kiosk), in French. */
export const KIOSK_DEVICES_TEXT = {
  button: 'Badgeuses',
  title: 'Badgeuses du restaurant',
  intro:
    'Une badgeuse est une tablette laissée au restaurant, où chaque employé badge avec son code PIN.',
  // Non-breaking spaces inside « » and before ':' (French typography: never alone at a line end).
  howTo:
    'Depuis la tablette elle-même\u00a0: donnez-lui un nom, «\u00a0Autoriser cette tablette\u00a0», puis «\u00a0Ouvrir la badgeuse sur cet appareil\u00a0».',
  none: 'Aucune badgeuse autorisée pour ce restaurant.',
  label: 'Nom de la tablette',
  labelHelp: 'Par exemple « Tablette du comptoir » (80 caractères au plus)',
  labelRequired: 'Le nom de la tablette est requis',
  authorise: 'Autoriser cette tablette',
  authorised: (label: string) => `Tablette « ${label} » autorisée.`,
  openHere: 'Ouvrir la badgeuse sur cet appareil',
  openHereHelp: (restaurant: string) =>
    `Cet appareil affiche alors la badgeuse de «\u00a0${restaurant}\u00a0» (page /kiosque)\u00a0: les employés du restaurant y badgent avec leur code PIN. Vous serez déconnecté de cet appareil\u00a0: aucune session ne reste ouverte sur la tablette.`,
  showToken: 'Afficher le jeton',
  tokenLabel: 'Jeton de la badgeuse',
  tokenHelp:
    "Montré cette fois seulement : sur la tablette, ouvrez /kiosque après l'avoir enregistré sous la clé kioskToken, ou autorisez-la depuis la tablette elle-même.",
  copy: 'Copier',
  copied: 'Copié',
  created: (date: string) => `Autorisée le ${date}`,
  lastUsed: (date: string | null) => (date ? `Dernière utilisation le ${date}` : 'Jamais utilisée'),
  revoked: (date: string) => `Révoquée le ${date}`,
  revoke: 'Révoquer',
  revokeTitle: 'Révoquer la badgeuse',
  revokeQuestion: (label: string) =>
    `Révoquer « ${label} » ? La tablette ne pourra plus badger tant qu'elle n'est pas autorisée à nouveau.`,
  close: 'Fermer',
  loadFailed: 'Impossible de charger les badgeuses',
  failed: "L'opération n'a pas pu aboutir : réessayez.",
} as const;
const T = KIOSK_DEVICES_TEXT;

const labelSchema = Yup.object({ label: Yup.string().trim().required(T.labelRequired) });

/** 'Badgeuses': a button opening the restaurant's kiosk devices dialog. */
export function KioskDevicesButton({
  restaurantId,
  restaurantName,
}: {
  restaurantId: string;
  restaurantName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<TabletIcon />} onClick={() => setOpen(true)}>
        {T.button}
      </Button>
      {open ? (
        <KioskDevicesDialog
          restaurantId={restaurantId}
          restaurantName={restaurantName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function KioskDevicesDialog({
  restaurantId,
  restaurantName,
  onClose,
}: {
  restaurantId: string;
  restaurantName: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const list = useQuery(RestaurantKioskDevicesQuery, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(CreateKioskDeviceMutation);
  const [revoke, revoking] = useMutation(RevokeKioskDeviceMutation);
  const [issued, setIssued] = useState<{ token: string; label: string } | null>(null);
  const [tokenShown, setTokenShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const [toRevoke, setToRevoke] = useState<KioskDevices_DeviceFragment | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const { formik, content, field, errorOf } = useDialogForm<{ label: string }>({
    initialValues: { label: '' },
    validationSchema: labelSchema,
    onSave: async ({ label }) => {
      const result = await create({ variables: { restaurantId, label: label.trim() } });
      const created = result.data?.createKioskDevice;
      if (created) {
        setIssued({ token: created.token, label: created.device.label });
        setTokenShown(false);
        formik.resetForm();
      }
    },
    failed: T.failed,
    // Checked when sent: the message never moves the button under the pointer.
    validateOnBlur: false,
    // The api takes no key here (its answer's token is not to be kept at rest, kiosk.routes.ts):
    // sent one, the graph would call a timed-out authorisation safe to retry, and it is not.
    idempotent: false,
  });

  const openHere = async () => {
    if (!issued) return;
    saveKioskToken(issued.token);
    // To the kiosk first, then the session ends: the kiosk is public, nothing sends to /login.
    // The router shows a new page in a transition, after the session's end has re-rendered:
    // signed out before it, this page's guard sends to /login, which cancels the way to the
    // kiosk. flushSync: the kiosk is on screen when the navigation resolves.
    await navigate(kioskPaths.kiosk, { replace: true, flushSync: true });
    signOut();
  };

  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.token);
      setCopied(true);
    } catch {
      // No clipboard (plain http, old browser): the field is selectable by hand.
    }
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    setRevokeError(null);
    try {
      await revoke({ variables: { id: toRevoke.id } });
      setToRevoke(null);
    } catch (failure) {
      setRevokeError(readGraphQLError(failure).message ?? T.failed);
    }
  };

  const devices = list.data?.restaurant.kioskDevices ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="kiosk-devices-title">
      <DialogTitle id="kiosk-devices-title">{T.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {issued ? (
            <Alert severity="success" role="status">
              <Stack spacing={1.5}>
                <span>{T.authorised(issued.label)}</span>
                {/* First in the dialog and focused: in view whatever the list's length, and
                    the next key opens it. */}
                <Button
                  variant="contained"
                  autoFocus
                  aria-describedby="kiosk-open-here-help"
                  onClick={() => void openHere()}
                >
                  {T.openHere}
                </Button>
                <Typography variant="body2" id="kiosk-open-here-help">
                  {T.openHereHelp(restaurantName)}
                </Typography>
                {tokenShown ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      label={T.tokenLabel}
                      value={issued.token}
                      size="small"
                      fullWidth
                      helperText={T.tokenHelp}
                      slotProps={{ htmlInput: { readOnly: true } }}
                      onFocus={(event) => event.target.select()}
                    />
                    <Button onClick={() => void copy()}>{copied ? T.copied : T.copy}</Button>
                  </Stack>
                ) : (
                  <Button onClick={() => setTokenShown(true)}>{T.showToken}</Button>
                )}
              </Stack>
            </Alert>
          ) : null}
          <Typography color="text.secondary">{T.intro}</Typography>
          <Typography color="text.secondary">{T.howTo}</Typography>
          {list.error && !list.data ? <Alert severity="error">{T.loadFailed}</Alert> : null}
          {list.loading && !list.data ? (
            <CircularProgress aria-label="Chargement" />
          ) : devices.length === 0 && !list.error ? (
            <Typography>{T.none}</Typography>
          ) : (
            <List dense aria-label={T.title}>
              {devices.map((device) => (
                <ListItem
                  key={device.id}
                  divider
                  // Room for 'Révoquer': the list's default leaves an icon's width, and on a
                  // phone the button covered the end of the dates.
                  sx={device.revokedAt ? undefined : { pr: 14 }}
                  secondaryAction={
                    device.revokedAt ? null : (
                      <Button
                        color="error"
                        onClick={() => {
                          setRevokeError(null);
                          setToRevoke(device);
                        }}
                        aria-label={`${T.revoke} ${device.label}`}
                      >
                        {T.revoke}
                      </Button>
                    )
                  }
                >
                  <ListItemText
                    primary={device.label}
                    secondary={[
                      T.created(formatDateTime(device.createdAt)),
                      T.lastUsed(device.lastUsedAt ? formatDateTime(device.lastUsedAt) : null),
                      device.revokedAt ? T.revoked(formatDateTime(device.revokedAt)) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}

          <Stack
            component="form"
            onSubmit={content.onSubmit}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            noValidate
          >
            <TextField
              {...field('label', 'kiosk-device')}
              label={T.label}
              helperText={errorOf('label') ?? T.labelHelp}
              size="small"
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={content.submitting}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {T.authorise}
            </Button>
          </Stack>
          {content.formError ? <Alert severity="error">{content.formError}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
      <ConfirmDialog
        open={toRevoke !== null}
        title={T.revokeTitle}
        message={toRevoke ? T.revokeQuestion(toRevoke.label) : ''}
        confirmLabel={T.revoke}
        destructive
        busy={revoking.loading}
        error={revokeError}
        onConfirm={() => void confirmRevoke()}
        onClose={() => setToRevoke(null)}
      />
    </Dialog>
  );
}
