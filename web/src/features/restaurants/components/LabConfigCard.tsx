import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { DELIVERY_FLAGS, WEEKDAYS, WEEKDAY_SHORT_LABELS } from '@bo/domain';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { NumberField } from '../../../ui/NumberField.tsx';
import { restaurantMessages as t } from '../messages.ts';
import type { RestaurantPageValues } from '../schema.ts';

interface LabConfigCardProps {
  formik: FormikProps<RestaurantPageValues>;
  serverErrors?: Partial<Record<string, string>>;
  disabled?: boolean;
}

/**
 * docs/areas/restaurants.md#laboratories: the isLab switch; when on, the minimum order amount (step
 * 0.01, min 0), the delivery delay in days (min 0) and the seven delivery-day toggles, Lun to Dim.
 */
export function LabConfigCard({ formik, serverErrors = {}, disabled = false }: LabConfigCardProps) {
  const { values } = formik;
  const errorOf = (name: 'minOrderAmount' | 'deliveryDelayDays') =>
    (formik.touched[name] ? formik.errors[name] : undefined) ?? serverErrors[name];
  const amountError = errorOf('minOrderAmount');
  // The fields keep the text typed ('12,50'); the schema reads it the French way.
  const keepText = (event: ChangeEvent<HTMLInputElement>) =>
    void formik.setFieldValue(event.target.name, event.target.value);
  const delayError = errorOf('deliveryDelayDays');

  return (
    <Card variant="outlined" component="section" aria-labelledby="lab-config-title">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <ScienceOutlined color="secondary" fontSize="small" />
          <Typography id="lab-config-title" variant="h3" component="h2">
            {t.labSection}
          </Typography>
        </Stack>
        <FormControlLabel
          control={
            <Switch
              name="isLab"
              checked={values.isLab}
              onChange={(event) => void formik.setFieldValue('isLab', event.target.checked)}
              disabled={disabled}
            />
          }
          label={t.labSwitch}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {values.isLab ? t.labHint : t.labOffHint}
        </Typography>

        {values.isLab ? (
          <Stack spacing={2.5} sx={{ mt: 3 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NumberField
                id="lab-minOrderAmount"
                name="minOrderAmount"
                min={0}
                step={0.01}
                label={t.minOrderAmount}
                placeholder={t.minOrderAmountPlaceholder}
                value={values.minOrderAmount}
                onChange={keepText}
                onBlur={formik.handleBlur}
                error={Boolean(amountError)}
                helperText={amountError}
                disabled={disabled}
                fullWidth
              />
              <NumberField
                id="lab-deliveryDelayDays"
                name="deliveryDelayDays"
                integer
                min={0}
                label={t.deliveryDelayDays}
                value={values.deliveryDelayDays}
                onChange={keepText}
                onBlur={formik.handleBlur}
                error={Boolean(delayError)}
                helperText={delayError}
                disabled={disabled}
                fullWidth
              />
            </Stack>
            <Box role="group" aria-labelledby="lab-days-label">
              <Typography
                id="lab-days-label"
                variant="body2"
                color="textSecondary"
                sx={{ mb: 1, fontWeight: 500 }}
              >
                {t.deliveryDays}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {DELIVERY_FLAGS.map((flag, i) => (
                  <ToggleButton
                    key={flag}
                    value={flag}
                    size="small"
                    color="primary"
                    selected={values.days[flag]}
                    disabled={disabled}
                    onChange={() => void formik.setFieldValue(`days.${flag}`, !values.days[flag])}
                    sx={{ minWidth: 52, borderRadius: 2, fontWeight: 600 }}
                  >
                    {WEEKDAY_SHORT_LABELS[WEEKDAYS[i]!]}
                  </ToggleButton>
                ))}
              </Stack>
            </Box>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
