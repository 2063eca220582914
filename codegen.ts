import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two outputs: the bff's resolver types (mapped to the REST types generated from
// api/openapi.json, so REST drift fails the type check) and the web's typed documents.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'bff/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#Context',
        mapperTypeSuffix: 'Model',
        // Paths are relative to the generated file.
        mappers: {
          User: '../rest/types.ts#RestUser',
          Enseigne: '../rest/types.ts#RestEnseigne',
          Restaurant: '../rest/types.ts#RestRestaurant',
          Employee: '../rest/types.ts#RestEmployee',
          Dashboard: '../rest/types.ts#RestDashboard',
          Invitation: '../rest/types.ts#RestInvitation',
          InvitationPreview: '../rest/types.ts#RestInvitationPreview',
          Zone: '../rest/types.ts#RestZone',
          Surface: '../rest/types.ts#RestSurface',
          Job: '../rest/types.ts#RestJob',
          Tag: '../rest/types.ts#RestTag',
          Equipment: '../rest/types.ts#RestEquipment',
          EquipmentType: '../rest/types.ts#EquipmentTypeParent',
          TraceabilityRecord: '../rest/types.ts#RestTraceabilityRecord',
          TraceabilityPage: '../rest/types.ts#RestTraceabilityPage',
          CleaningRecord: '../rest/types.ts#RestCleaningRecord',
          CoolingRecord: '../rest/types.ts#RestCoolingRecord',
          HeatingRecord: '../rest/types.ts#RestHeatingRecord',
          OilRecord: '../rest/types.ts#RestOilRecord',
          TemperatureReading: '../rest/types.ts#RestTemperatureReading',
          Photo: '../rest/types.ts#RestPhotoRef',
          RecordedBy: '../rest/types.ts#RestPersonRef',
          HygieneCorrection: '../rest/types.ts#RestHygieneCorrection',
          Permission: '@bo/domain#AreaPermission',
        },
        scalars: {
          DateTime: 'string',
          Date: 'string',
          ID: { input: 'string', output: 'string | number' },
        },
        enumsAsTypes: true,
        strictScalars: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: 'string', Date: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
