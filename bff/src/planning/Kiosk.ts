import type {
  KioskDeviceResolvers,
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { restId } from '../resolvers/ids.ts';

// The clock-in kiosk in the graph (docs/areas/planning.md#the-kiosk). Managers list, authorise
// and revoke devices with their session; the tablet calls `kiosk`, `kioskIdentify` and
// `kioskClock` with its device token, which the bff forwards to the api as it forwards a user's:
// the api alone tells them apart, so each kind of token is refused where it does not belong.

const DEVICE_NOT_FOUND = 'Badgeuse introuvable';

const KioskDevice: KioskDeviceResolvers = {
  id: (device) => String(device.id),
  // Through the batched restaurant loader, like every restaurant of an operation.
  restaurant: (device, _args, ctx) => ctx.loaders.restaurant.load(device.restaurantId),
};

const RestaurantKioskDevices: Pick<RestaurantResolvers, 'kioskDevices'> = {
  // Batched: the devices of every restaurant of an operation in one REST call.
  kioskDevices: (restaurant, _args, ctx) =>
    ctx.loaders.kioskDevicesOfRestaurant.load(restaurant.id),
};

const KioskQueries: Pick<QueryResolvers, 'kiosk'> = {
  kiosk: (_parent, _args, ctx) => ctx.rest.call('get', '/api/kiosk/me'),
};

const KioskMutations: Pick<
  MutationResolvers,
  'createKioskDevice' | 'revokeKioskDevice' | 'kioskIdentify' | 'kioskClock'
> = {
  createKioskDevice: async (_parent, { restaurantId, label }, ctx) => {
    const created = await ctx.rest.call('post', '/api/kiosk-devices', {
      body: { restaurantId: restId(restaurantId, RESTAURANT_NOT_FOUND), label },
    });
    ctx.loaders.kioskDevicesOfRestaurant.clearAll();
    return created;
  },

  revokeKioskDevice: async (_parent, { id }, ctx) => {
    const { device } = await ctx.rest.call('post', '/api/kiosk-devices/{id}/revoke', {
      params: { id: restId(id, DEVICE_NOT_FOUND) },
    });
    ctx.loaders.kioskDevicesOfRestaurant.clearAll();
    return device;
  },

  kioskIdentify: async (_parent, { pin }, ctx) =>
    (await ctx.rest.call('post', '/api/kiosk/identify', { body: { pin } })).employee,

  kioskClock: (_parent, { pin, action }, ctx) =>
    ctx.rest.call('post', '/api/kiosk/clock', { body: { pin, action } }),
};

export const resolvers: Resolvers = {
  KioskDevice,
  Restaurant: RestaurantKioskDevices,
  Query: KioskQueries,
  Mutation: KioskMutations,
};
