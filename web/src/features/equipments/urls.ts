/** A restaurant's equipment and the chain's equipment types: `equipmentPaths` are the router's patterns, `equipmentUrls` build links. */
export const equipmentPaths = {
  equipments: '/restaurant/equipments',
} as const;

export const equipmentUrls = {
  equipments: () => equipmentPaths.equipments,
} as const;
