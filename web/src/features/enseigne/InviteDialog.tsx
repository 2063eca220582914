import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { compareEmployees } from '@bo/domain';
import { FormDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { SelectField } from '../../ui/FormFields.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { CopyLink } from './CopyLink.tsx';
import { InviteEmployeeStaffQuery } from './documents.ts';
import { enseigneMessages as t } from './messages.ts';
import { RestaurantChecklist, type PickableRestaurant } from './RestaurantChecklist.tsx';
import { inviteSchemas } from './schema.ts';

export type InviteKind = 'MANAGER' | 'EMPLOYEE';

/** What the dialog asks its owner to send. */
export type Invite =
  | { kind: 'MANAGER'; email: string; restaurantIds: string[] }
  | { kind: 'EMPLOYEE'; email: string; restaurantId: string; employeeId: string | null };

interface InviteDialogProps {
  /** Who is invited; null: the dialog is closed. */
  kind: InviteKind | null;
  restaurants: readonly PickableRestaurant[];
  /**
   * Sends the invitation and resolves with its link (null when email is configured and the link
   * was not returned); rejects with the server's refusal, which the dialog shows.
   */
  onInvite(invite: Invite): Promise<string | null>;
  onClose(): void;
}

/** Both forms' values: a manager's restaurants are checked, an employee's is chosen. */
interface InviteValues {
  email: string;
  restaurantIds: string[];
  restaurantId: string;
  employeeId: string;
}

const TITLE_ID = 'invite-title';

const TEXTS = {
  MANAGER: { title: t.dialogTitle, text: t.dialogText, placeholder: t.emailPlaceholder },
  EMPLOYEE: {
    title: t.inviteEmployee,
    text: t.employeeDialogText,
    placeholder: t.employeeEmailPlaceholder,
  },
} as const;

/**
 * 'Inviter un manager' (docs/areas/people.md#invitations: an email and the restaurants he will run,
 * none meaning access to none) and 'Inviter un employé' (one restaurant, and his staff record there
 * if he has one: one record, one account). Then the link, to copy, since email may not be
 * configured.
 */
export function InviteDialog({ kind, ...props }: InviteDialogProps) {
  return (
    <FormDialog open={kind !== null} onClose={props.onClose} titleId={TITLE_ID}>
      {kind ? <InviteForm kind={kind} {...props} /> : null}
    </FormDialog>
  );
}

function InviteForm({
  kind,
  restaurants,
  onInvite,
  onClose,
}: Omit<InviteDialogProps, 'kind'> & { kind: InviteKind }) {
  const [sent, setSent] = useState<{ email: string; acceptUrl: string | null } | null>(null);
  const texts = TEXTS[kind];
  const { formik, content, field, errorOf, setValue } = useDialogForm<InviteValues>({
    initialValues: { email: '', restaurantIds: [], restaurantId: '', employeeId: '' },
    validationSchema: inviteSchemas[kind],
    // Checked when sent only, as before: a message appearing on blur would move the buttons.
    validateOnBlur: false,
    onSave: async (values) => {
      const address = values.email.trim();
      // In the list's order, so the server receives what the admin sees.
      const invite: Invite =
        kind === 'MANAGER'
          ? {
              kind,
              email: address,
              restaurantIds: restaurants
                .filter((r) => values.restaurantIds.includes(r.id))
                .map((r) => r.id),
            }
          : {
              kind,
              email: address,
              restaurantId: values.restaurantId,
              employeeId: values.employeeId || null,
            };
      const acceptUrl = await onInvite(invite);
      setSent({ email: address.toLowerCase(), acceptUrl });
    },
    failed: t.inviteFailed,
    // An invitation failure is only logged; the dialog still says what to fix
    // (docs/areas/platform.md#errors).
    logLabel: 'invitations',
    fields: kind === 'MANAGER' ? ['email'] : ['email', 'restaurantId', 'employeeId'],
    serverFields: kind === 'EMPLOYEE' ? { restaurantIds: 'restaurantId' } : {},
  });

  if (sent) {
    return (
      <>
        <DialogTitle id={TITLE_ID}>{t.sentTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t.sentText(sent.email)}</DialogContentText>
          {sent.acceptUrl ? <CopyLink url={sent.acceptUrl} /> : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose}>
            {t.close}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <FormDialogContent
      titles={{ createTitle: texts.title, editTitle: texts.title }}
      mode="create"
      {...content}
      submitLabels={{ idle: t.send, busy: t.sending }}
    >
      <DialogContentText>{texts.text}</DialogContentText>
      <TextField
        {...field('email', 'invite')}
        label={t.email}
        type="email"
        required
        autoFocus
        placeholder={texts.placeholder}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      {kind === 'MANAGER' ? (
        <RestaurantChecklist
          restaurants={restaurants}
          selected={new Set(formik.values.restaurantIds)}
          onChange={(selected) => setValue('restaurantIds', [...selected])}
        />
      ) : (
        <EmployeeFields
          restaurants={restaurants}
          restaurantId={formik.values.restaurantId}
          restaurantField={{
            ...field('restaurantId', 'invite'),
            onChange: (event) => {
              setValue('restaurantId', event.target.value);
              setValue('employeeId', '');
            },
          }}
          employeeField={field('employeeId', 'invite')}
          employeeError={errorOf('employeeId')}
        />
      )}
    </FormDialogContent>
  );
}

type BoundField = ReturnType<ReturnType<typeof useDialogForm<InviteValues>>['field']>;

/** An employee's restaurant, then his staff record there, among that restaurant's staff. */
function EmployeeFields({
  restaurants,
  restaurantId,
  restaurantField,
  employeeField,
  employeeError,
}: {
  restaurants: readonly PickableRestaurant[];
  restaurantId: string;
  restaurantField: BoundField;
  employeeField: BoundField;
  employeeError: string | undefined;
}) {
  const staff = useQuery(InviteEmployeeStaffQuery, {
    variables: { restaurantId },
    skip: !restaurantId,
  });
  const people = [...(staff.data?.employees ?? [])].sort(compareEmployees);
  return (
    <>
      <SelectField
        {...restaurantField}
        options={restaurants}
        required
        label={t.employeeRestaurant}
      />
      <TextField
        {...employeeField}
        select
        label={t.staffRecord}
        disabled={!restaurantId || staff.loading}
        helperText={
          employeeError ??
          (restaurantId && !staff.loading && people.length === 0
            ? t.staffRecordEmpty
            : t.staffRecordHint)
        }
      >
        <MenuItem value="">
          <em>{t.staffRecordNone}</em>
        </MenuItem>
        {people.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.firstName} {p.lastName}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
