import { useCallback, useEffect, useState } from 'react';
import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { localDateTimeIn } from '@bo/domain';
import type { KioskAction, KioskScreen_EmployeeFragment } from '../../gql/graphql.ts';
import { readGraphQLError } from '../../lib/apollo.ts';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { loginUrlFor } from '../auth/urls.ts';
import { badgeuseUrls } from '../badgeuse/urls.ts';
import { createKioskClient } from './apollo.ts';
import { KioskClockMutation, KioskIdentifyMutation, KioskInfoQuery } from './documents.ts';
import { ACTION_LABELS, KIOSK_TEXT as T, presenceText } from './messages.ts';
import { readKioskToken } from './storage.ts';

/** How long a gesture's answer stays before the pad comes back. */
export const RESULT_MS = 5000;
/** An identified employee who walks away: the pad comes back, his PIN forgotten. */
export const IDLE_MS = 30_000;
const RETRY_MS = 10_000;
const PIN_MAX = 6;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  20%, 60% { transform: translateX(-12px); }
  40%, 80% { transform: translateX(12px); }
`;

/** The route's screen: its own graph client, with the device token, never the user's session. */
export function KioskPage() {
  const [client] = useState(() => createKioskClient());
  return (
    <ApolloProvider client={client}>
      <KioskScreen />
    </ApolloProvider>
  );
}

const wallTime = (instant: string | Date, timeZone: string) =>
  localDateTimeIn(instant, timeZone).slice(11, 16);

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function BigClock({ timeZone }: { timeZone: string }) {
  const now = useNow();
  const day = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(now);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '3.5rem', sm: '5rem' }, fontWeight: 700, lineHeight: 1.1 }}
        aria-label={`Il est ${wallTime(now, timeZone)}`}
      >
        {wallTime(now, timeZone)}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.25rem' }}>
        {day}
      </Typography>
    </Box>
  );
}

const SET_UP_URL = loginUrlFor({ pathname: badgeuseUrls.badgeuse(), search: '', hash: '' });

function SetUp({ revoked = false }: { revoked?: boolean }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, textAlign: 'center' }}>
      {revoked ? <Alert severity="error">{T.revoked}</Alert> : null}
      <Typography variant="h5" component="p">
        {T.setUp}
      </Typography>
      <Typography color="text.secondary">{T.setUpHow}</Typography>
      {/* The way there from the tablet itself: a manager signs in and lands on the page. */}
      <Button
        component={RouterLink}
        to={SET_UP_URL}
        variant="contained"
        size="large"
        sx={{ alignSelf: 'center' }}
      >
        {T.signInToSetUp}
      </Button>
    </Stack>
  );
}

type Step =
  | { kind: 'pin' }
  | { kind: 'employee'; employee: KioskScreen_EmployeeFragment }
  | { kind: 'result'; message: string; severity: 'success' | 'error' };

/** The kiosk itself: restaurant, clock, PIN pad, the employee's gestures, the answer. */
export function KioskScreen() {
  const token = readKioskToken();
  const { data, error, loading, refetch } = useQuery(KioskInfoQuery, { skip: !token });
  const [identify] = useMutation(KioskIdentifyMutation);
  const [clock, clocking] = useMutation(KioskClockMutation);
  const [step, setStep] = useState<Step>({ kind: 'pin' });
  const [shakes, setShakes] = useState(0);

  const { formik, content, setValue, errorOf } = useDialogForm<{ pin: string }>({
    initialValues: { pin: '' },
    onSave: async ({ pin }) => {
      try {
        const result = await identify({ variables: { pin } });
        if (result.data) setStep({ kind: 'employee', employee: result.data.kioskIdentify });
      } catch (failure) {
        void formik.setFieldValue('pin', '');
        setShakes((n) => n + 1);
        throw failure;
      }
    },
    failed: T.failed,
    // The pad's message goes with the next digit typed, whatever it said.
    formErrorUntilEdit: true,
    // The api takes no key on the kiosk's gestures: they write nothing twice (kiosk.routes.ts).
    idempotent: false,
  });
  const { pin } = formik.values;
  const busy = content.submitting || clocking.loading;

  // Formik's setFieldValue keeps its identity: the timers below are not set again on each render.
  const { setFieldValue } = formik;
  const reset = useCallback(() => {
    // The message of a refused PIN stays: only a digit typed takes it away.
    void setFieldValue('pin', '');
    setStep({ kind: 'pin' });
  }, [setFieldValue]);

  // The answer stays a few seconds, an identified employee at most IDLE_MS: then the pad again.
  useEffect(() => {
    if (step.kind === 'pin') return;
    const timer = setTimeout(reset, step.kind === 'result' ? RESULT_MS : IDLE_MS);
    return () => clearTimeout(timer);
  }, [step, reset]);

  const submitPin = () => {
    if (!pin || busy) return;
    void formik.submitForm();
  };

  const act = async (action: KioskAction) => {
    try {
      const result = await clock({ variables: { pin, action } });
      if (result.data) {
        setStep({ kind: 'result', message: result.data.kioskClock.message, severity: 'success' });
      }
    } catch (failure) {
      setStep({
        kind: 'result',
        message: readGraphQLError(failure).message ?? T.failed,
        severity: 'error',
      });
    }
    void setFieldValue('pin', '');
  };

  const press = (digit: string) => setValue('pin', pin.length < PIN_MAX ? pin + digit : pin);
  // An empty pad erases nothing, and leaves a refused PIN's message where it is.
  const erase = () => {
    if (pin) setValue('pin', pin.slice(0, -1));
  };

  // A keyboard works as the pad does (a tablet with a keyboard, a desk computer). Listened to
  // afresh on each render: the keys act on the PIN typed so far.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        reset();
        return;
      }
      if (step.kind !== 'pin') return;
      if (/^[0-9]$/.test(event.key)) press(event.key);
      else if (event.key === 'Backspace') erase();
      else if (event.key === 'Enter') submitPin();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const unauthorised = readGraphQLError(error).code === 'UNAUTHENTICATED';
  // A tablet left on for days: a connection lost at start-up heals by itself.
  useEffect(() => {
    if (!error || unauthorised) return;
    const timer = setTimeout(() => void refetch().catch(() => undefined), RETRY_MS);
    return () => clearTimeout(timer);
  }, [error, unauthorised, refetch]);
  const kiosk = data?.kiosk;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, textAlign: 'center' }}>
        {kiosk ? kiosk.restaurantName : T.title}
      </Typography>
      {!token ? (
        <SetUp />
      ) : unauthorised ? (
        <SetUp revoked />
      ) : error ? (
        <Alert severity="error">{T.loadFailed}</Alert>
      ) : loading || !kiosk ? (
        <CircularProgress aria-label="Chargement" />
      ) : (
        <>
          <BigClock timeZone={kiosk.timeZone} />
          <Paper
            elevation={2}
            sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 460, borderRadius: 3 }}
          >
            {step.kind === 'pin' ? (
              <PinPad
                pin={pin}
                pinError={errorOf('pin')}
                formError={content.formError}
                shakes={shakes}
                busy={busy}
                onDigit={press}
                onErase={erase}
                onSubmit={submitPin}
              />
            ) : step.kind === 'employee' ? (
              <EmployeeStep
                employee={step.employee}
                timeZone={kiosk.timeZone}
                busy={busy}
                onAction={(action) => void act(action)}
                onCancel={reset}
              />
            ) : (
              <Alert
                severity={step.severity}
                sx={{ fontSize: '1.4rem', alignItems: 'center' }}
                role={step.severity === 'error' ? 'alert' : 'status'}
              >
                {step.message}
              </Alert>
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}

const padButton = { fontSize: '1.8rem', minHeight: { xs: 64, sm: 76 }, borderRadius: 2 } as const;

const PIN_ERROR_ID = 'kiosk-pin-error';

function PinPad({
  pin,
  pinError,
  formError,
  shakes,
  busy,
  onDigit,
  onErase,
  onSubmit,
}: {
  pin: string;
  /** The server's refusal of the PIN itself (a wrong one), which describes the PIN typed. */
  pinError: string | undefined;
  /** Any other refusal (too many tries, the server unreachable). */
  formError: string | undefined;
  shakes: number;
  busy: boolean;
  onDigit: (digit: string) => void;
  onErase: () => void;
  onSubmit: () => void;
}) {
  const error = pinError ?? formError;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2" sx={{ textAlign: 'center' }}>
        {T.typePin}
      </Typography>
      <Box
        key={shakes}
        role="img"
        aria-label={`${T.pinLabel} : ${pin.length} chiffre${pin.length > 1 ? 's' : ''} tapé${pin.length > 1 ? 's' : ''}`}
        aria-describedby={pinError ? PIN_ERROR_ID : undefined}
        sx={{
          display: 'flex',
          justifyContent: 'center',
          gap: 1.5,
          minHeight: 40,
          fontSize: '2rem',
          letterSpacing: '0.3em',
          animation: shakes > 0 ? `${shake} 0.4s` : undefined,
        }}
      >
        {pin.length > 0 ? '•'.repeat(pin.length) : '\u00a0'}
      </Box>
      <Box aria-live="assertive" sx={{ minHeight: 48 }}>
        {error ? (
          <Alert
            id={PIN_ERROR_ID}
            severity="error"
            role="alert"
            sx={{ fontSize: '1.2rem', alignItems: 'center' }}
          >
            {error}
          </Alert>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
        {DIGITS.map((digit) => (
          <Button
            key={digit}
            variant="outlined"
            sx={padButton}
            onClick={() => onDigit(digit)}
            disabled={busy}
          >
            {digit}
          </Button>
        ))}
        <Button
          variant="outlined"
          color="inherit"
          sx={{ ...padButton, fontSize: '1.1rem' }}
          onClick={onErase}
          disabled={busy || pin.length === 0}
          aria-label={T.clearLabel}
        >
          {T.clear}
        </Button>
        <Button variant="outlined" sx={padButton} onClick={() => onDigit('0')} disabled={busy}>
          0
        </Button>
        <Button
          variant="contained"
          sx={{ ...padButton, fontSize: '1.1rem' }}
          onClick={onSubmit}
          disabled={busy || pin.length === 0}
        >
          {busy ? (
            <CircularProgress size={28} color="inherit" aria-label="Vérification" />
          ) : (
            T.validate
          )}
        </Button>
      </Box>
    </Stack>
  );
}

const ACTION_COLORS: Record<KioskAction, 'success' | 'warning' | 'info' | 'error'> = {
  CLOCK_IN: 'success',
  BREAK_START: 'warning',
  BREAK_END: 'info',
  CLOCK_OUT: 'error',
};

function EmployeeStep({
  employee,
  timeZone,
  busy,
  onAction,
  onCancel,
}: {
  employee: KioskScreen_EmployeeFragment;
  timeZone: string;
  busy: boolean;
  onAction: (action: KioskAction) => void;
  onCancel: () => void;
}) {
  const since = employee.since ? wallTime(employee.since, timeZone) : null;
  return (
    <Stack spacing={2} role="status" aria-live="polite">
      <Typography variant="h4" component="h2" sx={{ textAlign: 'center', fontWeight: 600 }}>
        {T.hello(employee.firstName, employee.lastNameInitial)}
      </Typography>
      <Typography sx={{ textAlign: 'center', fontSize: '1.25rem' }}>
        {presenceText(employee.presence, since)}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {employee.plannedStart && employee.plannedEnd
          ? T.planned(
              wallTime(employee.plannedStart, timeZone),
              wallTime(employee.plannedEnd, timeZone),
            )
          : T.notPlanned}
      </Typography>
      <Typography sx={{ textAlign: 'center' }}>{T.chooseAction}</Typography>
      {employee.actions.map((action) => (
        <Button
          key={action}
          variant="contained"
          color={ACTION_COLORS[action]}
          sx={{ fontSize: '1.5rem', minHeight: 72, borderRadius: 2 }}
          onClick={() => onAction(action)}
          disabled={busy}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
      <Button color="inherit" onClick={onCancel} disabled={busy} sx={{ minHeight: 48 }}>
        {T.cancel}
      </Button>
    </Stack>
  );
}
