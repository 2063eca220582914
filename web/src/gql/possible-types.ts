export type PossibleTypesResultData = {
  possibleTypes: {
    HygieneRecord: [
      'CleaningRecord',
      'CoolingRecord',
      'HeatingRecord',
      'OilRecord',
      'TemperatureReading',
      'TraceabilityRecord',
    ];
    IngredientItem: ['Product', 'Recipe'];
    Supplier: ['ExternalSupplier', 'Laboratory'];
  };
};
const result: PossibleTypesResultData = {
  possibleTypes: {
    HygieneRecord: [
      'CleaningRecord',
      'CoolingRecord',
      'HeatingRecord',
      'OilRecord',
      'TemperatureReading',
      'TraceabilityRecord',
    ],
    IngredientItem: ['Product', 'Recipe'],
    Supplier: ['ExternalSupplier', 'Laboratory'],
  },
};
export default result;
