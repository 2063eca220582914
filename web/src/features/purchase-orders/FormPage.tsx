import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { purchaseOrderScreenRefusal, quantityText, vatRateText } from '@bo/domain';
import type { OrderForm_ResultFragment, OrderFormOrderQuery } from '../../gql/graphql';
import { formatDate, formatEuros, formatMinOrder } from '../../lib/format.ts';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FixedField } from '../../ui/FormFields.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { Head } from '../../ui/TableParts.tsx';
import { usePhoneLayout } from '../../ui/layout.ts';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { BackLink, MessageDialog, QuantityStepper, RefusedScreen } from './FormBits.tsx';
import {
  CreatePurchaseOrderMutation,
  OrderFormArticlesQuery,
  OrderFormOrderQuery as OrderQuery,
  OrderFormSuppliersQuery,
  UpdatePurchaseOrderMutation,
} from './documents.ts';
import { orderFormMessages as t } from './messages.ts';
import {
  allowedArticles,
  defaultExpectedDate,
  formTotals,
  invalidLines,
  lineQuantityError,
  matchesSearch,
  orderedLines,
  packagingOf,
  parseSupplierKey,
  quantitiesOf,
  settledQuantity,
  stepOneSchema,
  stepQuantity,
  supplierChoices,
  supplierKey,
  supplierLabel,
  toOrderInput,
  type FormArticle,
  type FormSupplier,
  type OrderFormValues,
} from './orderForm.ts';
import { serverLineField } from './serverFields.ts';
import { purchaseOrderUrls } from './urls.ts';

type Draft = OrderFormOrderQuery['purchaseOrder'];

/** /purchase-orders/new: for the selected restaurant, with the purchase orders create right. */
export function PurchaseOrderNewPage() {
  const { restaurant, loading } = useSelectedRestaurant();
  const permissions = usePermissions('PURCHASE_ORDERS');
  if (loading || permissions.loading) return <PageLoader />;
  if (!permissions.canCreate) return <Navigate to={purchaseOrderUrls.purchaseOrders()} replace />;
  return (
    <OrderForm
      key={restaurant?.id ?? 'none'}
      restaurant={restaurant ? { id: restaurant.id, name: restaurant.name } : null}
    />
  );
}

/**
 * /purchase-orders/{id}/edit: a draft only. An order that cannot be read, or is no longer a
 * draft, says so in the 'Erreur' dialog and OK goes back to the list
 * (docs/areas/purchasing.md#screens).
 */
export function PurchaseOrderEditPage() {
  const { id = '' } = useParams();
  const query = useQuery(OrderQuery, { variables: { id }, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (query.error) console.error('[purchase-orders] loading the order form failed', query.error);
  }, [query.error]);
  const order = query.data?.purchaseOrder;
  const refusal = query.error
    ? t.loadFailed
    : order && order.status !== 'DRAFT'
      ? t.draftOnly
      : order && order.supplier
        ? purchaseOrderScreenRefusal('EDIT', {
            status: order.status,
            supplierKind: order.supplier.kind,
            allowedTransitions: order.allowedTransitions,
          })
        : null;
  if (refusal)
    return <RefusedScreen title={t.editTitle} subtitle={order?.reference} message={refusal} />;
  if (!order) return <PageLoader />;
  return <OrderForm key={order.id} restaurant={order.restaurant} draft={order} />;
}

type Failure = { message: string; detail?: string | null; leave?: boolean };

/** The form's values, and whether the save sends the order (each has its idempotency key). */
type OrderValues = OrderFormValues & { send: boolean };

/**
 * The two-step order form (docs/areas/purchasing.md#screens): the supplier, the date and the notes,
 * then the lines. Totals are shown as the domain computes them; the server computes them again.
 */
function OrderForm({
  restaurant,
  draft,
}: {
  /** The issuing restaurant; null when none is selected (creating is then refused). */
  restaurant: { id: string; name: string } | null;
  draft?: Draft;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(draft ? 2 : 1);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'draft' | 'send' | null>(null);
  const [emailFailed, setEmailFailed] = useState<OrderForm_ResultFragment | null>(null);
  // The api numbers its field errors by the lines sent: their articles, in the order sent.
  const sent = useRef<string[]>([]);
  const title = draft ? t.editTitle : t.newTitle;
  const restaurantId = restaurant?.id ?? null;

  // A supplier the draft names stays offered.
  const draftSupplier = draft?.supplier ? supplierKey(draft.supplier) : '';
  const initialValues: OrderFormValues = draft
    ? {
        supplierKey: draftSupplier,
        expectedDate: draft.expectedDate,
        notes: draft.notes ?? '',
        quantities: quantitiesOf(draft.lines),
      }
    : { supplierKey: '', expectedDate: '', notes: '', quantities: {} };
  const { formik, errorOf, setValue, saveValues, serverErrors } = useDialogForm<OrderValues>({
    initialValues: { ...initialValues, send: false },
    validationSchema: stepOneSchema,
    validateOnBlur: false,
    onSave: async ({ send, ...values }) => {
      if (!restaurant) throw new Error('no restaurant');
      const input = toOrderInput(values, restaurant.id, articles);
      sent.current = input.lines.map((line) => line.articleId);
      try {
        const result = draft
          ? (await update({ variables: { id: draft.id, input, send } })).data?.updatePurchaseOrder
          : (await create({ variables: { input, send } })).data?.createPurchaseOrder;
        if (!result) throw new Error('no answer');
        if (send && result.emailStatus === 'FAILED') setEmailFailed(result);
        else void navigate(purchaseOrderUrls.purchaseOrder(result.id));
      } catch (error) {
        console.error(`[purchase-orders] ${send ? 'send' : 'save'} failed`, error);
        throw error;
      }
    },
    // What the server says beyond its field errors: the 'Erreur' dialog's detail.
    failed: t.saveFailed,
    serverFields: (name) =>
      serverLineField<keyof OrderValues | `quantities.${string}`>(
        sent.current,
        { quantity: '', articleId: '' },
        { supplierId: 'supplierKey', expectedDate: 'expectedDate' },
        'quantities',
      )(name),
  });
  const { values } = formik;

  const suppliersQuery = useQuery(OrderFormSuppliersQuery);
  useEffect(() => {
    if (suppliersQuery.error)
      console.error('[purchase-orders] loading the suppliers failed', suppliersQuery.error);
  }, [suppliersQuery.error]);
  const choices = supplierChoices(
    suppliersQuery.data?.suppliers ?? [],
    restaurantId,
    draftSupplier,
  );
  const supplier = choices.find((s) => supplierKey(s) === values.supplierKey) ?? null;

  const chosen = parseSupplierKey(values.supplierKey);
  const articlesQuery = useQuery(OrderFormArticlesQuery, {
    variables: chosen ?? { id: '', kind: 'EXTERNAL' },
    skip: !chosen,
  });
  useEffect(() => {
    if (articlesQuery.error)
      console.error('[purchase-orders] loading the articles failed', articlesQuery.error);
  }, [articlesQuery.error]);
  const articles = allowedArticles(articlesQuery.data?.supplier.articles ?? [], restaurantId);
  const lines = orderedLines(articles, values.quantities);
  const totals = formTotals(lines);

  const chooseSupplier = (key: string) => {
    const next = choices.find((s) => supplierKey(s) === key);
    void formik.setValues({
      ...values,
      supplierKey: key,
      // Another supplier's articles: the quantities typed for the previous one go.
      quantities: key === values.supplierKey ? values.quantities : {},
      expectedDate: next ? (defaultExpectedDate(next) ?? values.expectedDate) : values.expectedDate,
    });
    formik.setFieldError('supplierKey', undefined);
    if (next?.deliveryDelayDays) formik.setFieldError('expectedDate', undefined);
    // The server's message about the supplier goes with the choice of another.
    formik.setStatus({ ...formik.status, fields: { ...serverErrors, supplierKey: undefined } });
  };

  const setQuantity = (articleId: string, text: string) => {
    // Leaving a field settles its text: the server's message stays unless the text changes.
    if (text !== (values.quantities[articleId] ?? '')) setValue(`quantities.${articleId}`, text);
  };

  const goOn = async () => {
    if (!restaurant) {
      setFailure({ message: t.noRestaurant });
      return;
    }
    const errors = await formik.validateForm();
    void formik.setTouched({ supplierKey: true, expectedDate: true }, false);
    // The messages show under their fields, once: the first field wrong gets the focus.
    const first = STEP_ONE_FIELDS.find((field) => errors[field.name]);
    if (first) document.getElementById(first.id)?.focus();
    else setStep(2);
  };

  const save = async (send: boolean) => {
    setConfirming(false);
    if (!restaurant) {
      setFailure({ message: t.noRestaurant });
      return;
    }
    setBusy(send ? 'send' : 'draft');
    const refused = await saveValues({ ...values, send });
    setBusy(null);
    if (!refused) return;
    // A refused supplier or date is shown where they are chosen.
    const stepOne = Object.entries(refused.fields).some(
      ([name, text]) => text && STEP_ONE_FIELDS.some((field) => field.name === name),
    );
    if (stepOne) setStep(1);
    if (refused.form !== undefined) {
      setFailure({
        message: send ? t.sendFailed : t.saveFailed,
        detail: refused.form === t.saveFailed ? null : refused.form,
      });
    }
  };

  const [create] = useMutation(CreatePurchaseOrderMutation);
  const [update] = useMutation(UpdatePurchaseOrderMutation);

  const attempt = (send: boolean) => {
    const invalid = invalidLines(articles, values.quantities)[0];
    if (invalid) {
      // Its message is under the field: the save waits until it is corrected.
      const field = document.getElementById(quantityFieldId(invalid.id));
      if (field) field.focus();
      else setFailure({ message: t.invalidQuantities });
      return;
    }
    if (lines.length === 0) {
      setFailure({ message: t.linesRequired });
      return;
    }
    if (send) setConfirming(true);
    else void save(false);
  };

  return (
    <>
      <title>{`${title} · Brigade`}</title>
      <BackLink
        to={draft ? purchaseOrderUrls.purchaseOrder(draft.id) : purchaseOrderUrls.purchaseOrders()}
        label={t.backToList}
      />
      <PageHeader
        title={title}
        subtitle={
          <>
            {t.step(step)} · {t.stepTitles[step]}
            {draft ? ` · ${draft.reference}` : null}
          </>
        }
      />
      {step === 1 ? (
        <StepOne
          restaurantName={restaurant?.name ?? null}
          choices={choices}
          loading={suppliersQuery.loading}
          values={values}
          errors={{
            supplierKey: errorOf('supplierKey'),
            expectedDate: errorOf('expectedDate'),
          }}
          supplier={supplier}
          onSupplier={chooseSupplier}
          onDate={(date) => setValue('expectedDate', date)}
          onNotes={(notes) => setValue('notes', notes)}
          onContinue={() => void goOn()}
        />
      ) : (
        <StepTwo
          supplier={supplier}
          supplierName={supplier ? supplierLabel(supplier) : (draft?.supplier?.name ?? '')}
          expectedDate={values.expectedDate}
          articles={articles}
          loading={articlesQuery.loading}
          loadFailed={Boolean(articlesQuery.error)}
          quantities={values.quantities}
          totals={totals}
          selected={lines.length}
          busy={busy}
          onBack={() => setStep(1)}
          onQuantity={setQuantity}
          quantityErrorOf={(articleId) => errorOf(`quantities.${articleId}`)}
          onSaveDraft={() => attempt(false)}
          onSend={() => attempt(true)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t.confirmSendTitle}
        message={supplier?.kind === 'LABORATORY' ? t.confirmSendLab : t.confirmSend}
        confirmLabel={t.confirmSendButton}
        onConfirm={() => void save(true)}
        onClose={() => setConfirming(false)}
      />
      <MessageDialog
        open={failure !== null}
        title={t.errorTitle}
        message={failure?.message ?? ''}
        detail={failure?.detail}
        okLabel={t.ok}
        onClose={() => setFailure(null)}
      />
      <MessageDialog
        open={emailFailed !== null}
        title={t.emailFailedTitle}
        message={emailFailed ? t.emailFailed(emailFailed.reference) : ''}
        detail={emailFailed?.emailError}
        okLabel={t.ok}
        onClose={() => {
          if (emailFailed) void navigate(purchaseOrderUrls.purchaseOrder(emailFailed.id));
        }}
      />
    </>
  );
}

// ---- Step 1 ------------------------------------------------------------------------------------

const ID = 'purchase-order';
const ISO = 'YYYY-MM-DD';
const quantityFieldId = (articleId: string) => `${ID}-quantity-${articleId}`;
/** Step 1's checked fields, in the page's order, and their inputs' ids. */
const STEP_ONE_FIELDS = [
  { name: 'supplierKey', id: `${ID}-supplier` },
  { name: 'expectedDate', id: `${ID}-expectedDate` },
] as const;

function StepOne({
  restaurantName,
  choices,
  loading,
  values,
  errors,
  supplier,
  onSupplier,
  onDate,
  onNotes,
  onContinue,
}: {
  restaurantName: string | null;
  choices: readonly FormSupplier[];
  loading: boolean;
  values: OrderFormValues;
  errors: { supplierKey?: string | undefined; expectedDate?: string | undefined };
  supplier: FormSupplier | null;
  onSupplier(key: string): void;
  onDate(date: string): void;
  onNotes(notes: string): void;
  onContinue(): void;
}) {
  const day = values.expectedDate ? dayjs(values.expectedDate, ISO) : null;
  return (
    <Stack
      component="form"
      noValidate
      aria-label={t.stepTitles[1]}
      spacing={3}
      sx={{ maxWidth: 720 }}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <FixedField
              id={`${ID}-restaurant`}
              label={t.restaurant}
              value={restaurantName ?? t.noRestaurant}
            />
            <TextField
              select
              id={`${ID}-supplier`}
              name="supplierKey"
              label={t.supplier}
              required
              fullWidth
              value={
                choices.some((s) => supplierKey(s) === values.supplierKey) ? values.supplierKey : ''
              }
              onChange={(event) => onSupplier(event.target.value)}
              error={Boolean(errors.supplierKey)}
              helperText={
                errors.supplierKey ??
                (loading ? undefined : choices.length === 0 ? t.noSupplier : t.supplierHint)
              }
              slotProps={{
                input: {
                  endAdornment: loading ? (
                    <InputAdornment position="end" sx={{ mr: 3 }}>
                      <CircularProgress size={18} />
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            >
              {choices.map((s) => (
                <MenuItem key={supplierKey(s)} value={supplierKey(s)}>
                  {supplierLabel(s)}
                </MenuItem>
              ))}
            </TextField>
            <DatePicker
              label={t.expectedDate}
              value={day}
              format="DD/MM/YYYY"
              onChange={(next) => onDate(next && next.isValid() ? next.format(ISO) : '')}
              slotProps={{
                textField: {
                  id: `${ID}-expectedDate`,
                  name: 'expectedDate',
                  required: true,
                  fullWidth: true,
                  error: Boolean(errors.expectedDate),
                  helperText:
                    errors.expectedDate ??
                    (supplier?.deliveryDelayDays
                      ? t.expectedDateHint(supplier.deliveryDelayDays)
                      : undefined),
                },
              }}
            />
            <TextField
              id={`${ID}-notes`}
              name="notes"
              label={t.notes}
              multiline
              minRows={2}
              fullWidth
              value={values.notes}
              onChange={(event) => onNotes(event.target.value)}
            />
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained">
          {t.continue}
        </Button>
      </Box>
    </Stack>
  );
}

// ---- Step 2 ------------------------------------------------------------------------------------

interface StepTwoProps {
  supplier: FormSupplier | null;
  supplierName: string;
  expectedDate: string;
  articles: readonly FormArticle[];
  loading: boolean;
  loadFailed: boolean;
  quantities: Readonly<Record<string, string>>;
  totals: { subtotalHT: number; totalTTC: number };
  selected: number;
  busy: 'draft' | 'send' | null;
  onBack(): void;
  onQuantity(articleId: string, text: string): void;
  /** What the server said of an article's quantity, until it is edited. */
  quantityErrorOf(articleId: string): string | undefined;
  onSaveDraft(): void;
  onSend(): void;
}

function StepTwo({
  supplier,
  supplierName,
  expectedDate,
  articles,
  loading,
  loadFailed,
  quantities,
  totals,
  selected,
  busy,
  onBack,
  onQuantity,
  quantityErrorOf,
  onSaveDraft,
  onSend,
}: StepTwoProps) {
  const phone = usePhoneLayout();
  const [search, setSearch] = useState('');
  const shown = articles.filter((a) => matchesSearch(a, search));
  const minimum = supplier?.minOrderAmount ?? null;

  return (
    <Stack spacing={2.5}>
      <Card variant="outlined" component="section" aria-label={t.supplier}>
        <CardContent
          sx={{
            p: { xs: 2, sm: 2.5 },
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            '&:last-child': { pb: { xs: 2, sm: 2.5 } },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {supplierName}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              {expectedDate ? (
                <Typography variant="body2" color="text.secondary">
                  {t.deliveryOn(formatDate(expectedDate))}
                </Typography>
              ) : null}
              {minimum !== null ? (
                <Chip size="small" variant="outlined" label={formatMinOrder(minimum)} />
              ) : null}
            </Stack>
          </Box>
          <Button variant="outlined" onClick={onBack}>
            {t.change}
          </Button>
        </CardContent>
      </Card>

      <Paper
        variant="outlined"
        role="status"
        aria-label={t.totalHT}
        sx={{
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1.5, sm: 4 },
          alignItems: 'baseline',
        }}
      >
        <Total label={t.totalHT} value={formatEuros(totals.subtotalHT)} testId="total-ht" />
        <Total label={t.totalTTC} value={formatEuros(totals.totalTTC)} testId="total-ttc" />
        <Typography variant="body2" color="text.secondary" data-testid="selected-count">
          {t.selected(selected)}
        </Typography>
        {minimum !== null && selected > 0 && totals.subtotalHT < minimum ? (
          <Typography variant="body2" color="warning.main">
            {t.belowMinimum}
          </Typography>
        ) : null}
      </Paper>

      <TextField
        id={`${ID}-search`}
        type="search"
        label={t.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
        sx={{ maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />

      {loading ? (
        <PageLoader />
      ) : loadFailed ? (
        <Alert severity="error">{t.articlesLoadFailed}</Alert>
      ) : articles.length === 0 ? (
        <Alert severity="info">{t.noArticles}</Alert>
      ) : shown.length === 0 ? (
        <Alert severity="info">{t.noMatch}</Alert>
      ) : phone ? (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((article) => (
            <ArticleCard
              key={article.id}
              article={article}
              text={quantities[article.id] ?? ''}
              serverError={quantityErrorOf(article.id)}
              onQuantity={onQuantity}
            />
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t.stepTitles[2]}>
            <Head
              columns={[
                { label: t.columns.article },
                { label: t.columns.packaging },
                { label: t.columns.unitPrice, align: 'right' },
                { label: t.columns.quantity, align: 'center' },
                { label: t.columns.lineTotal, align: 'right' },
              ]}
            />
            <TableBody>
              {shown.map((article) => (
                <ArticleRow
                  key={article.id}
                  article={article}
                  text={quantities[article.id] ?? ''}
                  serverError={quantityErrorOf(article.id)}
                  onQuantity={onQuantity}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          gap: 1.5,
          // On a phone: a bar at the bottom of the screen, over the lines that scroll.
          position: { xs: 'sticky', sm: 'static' },
          bottom: 0,
          zIndex: 1,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          py: { xs: 1.5, sm: 0 },
          bgcolor: { xs: 'background.paper', sm: 'transparent' },
          borderTop: { xs: 1, sm: 0 },
          borderColor: 'divider',
        }}
      >
        <Button
          variant="outlined"
          onClick={onSaveDraft}
          disabled={busy !== null}
          startIcon={busy === 'draft' ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy === 'draft' ? t.saving : t.saveDraft}
        </Button>
        <Button
          variant="contained"
          onClick={onSend}
          disabled={busy !== null}
          startIcon={busy === 'send' ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy === 'send' ? t.sending : t.createAndSend}
        </Button>
      </Box>
    </Stack>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Typography component="p" data-testid={testId}>
      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
        {label}
      </Box>
      <Box component="strong" sx={{ fontSize: '1.15rem' }}>
        {value}
      </Box>
    </Typography>
  );
}

interface ArticleLineProps {
  article: FormArticle;
  text: string;
  serverError?: string | undefined;
  onQuantity(articleId: string, text: string): void;
}

/** What a line shows and does, whether a table row or a phone card. */
function useArticleLine({ article, text, serverError, onQuantity }: ArticleLineProps) {
  const packaging = packagingOf(article);
  const error = lineQuantityError(text) ?? serverError ?? null;
  const quantity = orderedLines([article], { [article.id]: text })[0]?.quantity ?? 0;
  const lineTotals = formTotals(quantity > 0 ? [{ article, quantity }] : []);
  return {
    packagingText: `${packaging.name} · ${quantityText(packaging.quantity, packaging.unit)}`,
    price: formatEuros(article.price),
    total: quantity > 0 ? formatEuros(lineTotals.subtotalHT) : '—',
    vat: t.vat(vatRateText(article.vatRate)),
    stepper: {
      id: quantityFieldId(article.id),
      text,
      error: error !== null,
      helperText: error ?? undefined,
      labels: {
        input: t.quantityOf(article.name),
        minus: t.minus(article.name),
        plus: t.plus(article.name),
      },
      minusDisabled: quantity <= 0,
      onChange: (next: string) => onQuantity(article.id, next),
      onStep: (delta: 1 | -1) => onQuantity(article.id, stepQuantity(text, delta)),
      onBlur: () => onQuantity(article.id, settledQuantity(text)),
    },
  };
}

function ArticleName({ article }: { article: FormArticle }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {article.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {article.product.name}
        {article.supplierRef ? ` · ${article.supplierRef}` : null}
      </Typography>
    </>
  );
}

function ArticleRow(props: ArticleLineProps) {
  const line = useArticleLine(props);
  const { article, text } = props;
  return (
    <TableRow hover selected={text !== ''} data-testid="article-line" aria-label={article.name}>
      <TableCell>
        <ArticleName article={article} />
      </TableCell>
      <TableCell>{line.packagingText}</TableCell>
      <TableCell align="right">{line.price}</TableCell>
      <TableCell align="center">
        <Box sx={{ display: 'inline-flex' }}>
          <QuantityStepper {...line.stepper} />
        </Box>
      </TableCell>
      <TableCell align="right">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {line.total}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {line.vat}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

/** A line on a phone: the article above, the big minus and plus below, within thumb's reach. */
function ArticleCard(props: ArticleLineProps) {
  const line = useArticleLine(props);
  const { article, text } = props;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="article-line"
      aria-label={article.name}
      sx={{ p: 1.5, borderColor: text !== '' ? 'primary.main' : 'divider' }}
    >
      <ArticleName article={article} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {line.packagingText} · {line.price}
      </Typography>
      <Stack
        direction="row"
        sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <QuantityStepper {...line.stepper} big />
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {line.total}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {line.vat}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
