import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../../lib/restaurant-selection.tsx';

export const PICKER_LABEL = 'Restaurant';
/** What the disabled picker reads on the chain-wide screens. */
export const CHAIN_WIDE_LABEL = 'Enseigne';
export const NO_RESTAURANTS_TEXT = 'Aucune option disponible';
export const NO_MATCH_TEXT = 'Aucun résultat trouvé';
/** The picker of a user who sees no restaurant: nothing to select (ui/NoRestaurant says why). */
export const NO_RESTAURANT_PLACEHOLDER = 'Aucun restaurant';

// On a phone the top bar gives the picker a line of its own: all of it, for the whole name.
const WIDTH = { xs: '100%', sm: 320 };

function RestaurantIcon({ restaurant }: { restaurant: SelectableRestaurant }) {
  return restaurant.isLab ? (
    <ScienceOutlined fontSize="small" color="secondary" titleAccess="Laboratoire" />
  ) : (
    <StorefrontOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
  );
}

/**
 * The top bar's restaurant picker (docs/areas/platform.md#shell-and-routes): restaurants
 * alphabetically, then laboratories with a flask icon. On chain-wide screens it is disabled and
 * reads 'Enseigne'.
 */
export function RestaurantPicker({ chainWide }: { chainWide: boolean }) {
  const { restaurant, restaurants, select, loading } = useSelectedRestaurant();

  if (chainWide) {
    return (
      <Tooltip title="Ces données sont communes à tous les restaurants de l'enseigne">
        <TextField
          size="small"
          disabled
          value={CHAIN_WIDE_LABEL}
          slotProps={{
            htmlInput: { 'aria-label': PICKER_LABEL },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <ApartmentOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: WIDTH, '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        />
      </Tooltip>
    );
  }

  return (
    <Autocomplete
      size="small"
      sx={{ width: WIDTH }}
      options={restaurants}
      value={restaurant}
      loading={loading}
      loadingText="Chargement…"
      onChange={(_, value) => {
        if (value) select(value.id);
      }}
      disableClearable={restaurant !== null}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={restaurants.length === 0 ? NO_RESTAURANTS_TEXT : NO_MATCH_TEXT}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <RestaurantIcon restaurant={option} />
          <Box sx={{ minWidth: 0 }}>
            {/* Wrapped, never cut: the name is what tells two restaurants apart. */}
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {option.name}
            </Typography>
            <Typography variant="caption" color="textSecondary" component="div">
              {option.address}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={
            !loading && restaurants.length === 0
              ? NO_RESTAURANT_PLACEHOLDER
              : 'Sélectionner un restaurant'
          }
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': PICKER_LABEL },
            input: {
              ...params.slotProps.input,
              startAdornment: restaurant ? (
                <InputAdornment position="start" sx={{ ml: 0.5 }}>
                  <RestaurantIcon restaurant={restaurant} />
                </InputAdornment>
              ) : null,
            },
          }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
        />
      )}
      slotProps={{ listbox: { 'aria-label': 'Restaurants' } }}
    />
  );
}
