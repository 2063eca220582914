import type { Resolvers } from '../generated/graphql.ts';
import { CorrectionMutations, HygieneCorrection, HygieneRecord } from './Corrections.ts';
import { DashboardQueries } from './Dashboard.ts';
import { DateScalar } from './Date.ts';
import { DateTime } from './DateTime.ts';
import { Employee, EmployeeMutations, EmployeeQueries, RestaurantEmployees } from './Employee.ts';
import { Enseigne, EnseigneMutations, EnseigneQueries } from './Enseigne.ts';
import {
  Equipment,
  EquipmentMutations,
  EquipmentQueries,
  EquipmentType,
  RestaurantEquipments,
  ZoneEquipments,
} from './Equipment.ts';
import { Invitation, InvitationMutations, InvitationQueries } from './Invitation.ts';
import { Job, JobMutations, JobQueries, RestaurantJobs, Tag } from './Job.ts';
import { Mutation } from './Mutation.ts';
import {
  CoolingRecord,
  HeatingRecord,
  OilRecord,
  ProcessMutations,
  RestaurantProcesses,
} from './Processes.ts';
import { Query } from './Query.ts';
import {
  CleaningRecord,
  RecordMutations,
  RestaurantRecords,
  TraceabilityRecord,
} from './Records.ts';
import { Restaurant } from './Restaurant.ts';
import { SettingsMutations, UserPreferences } from './Settings.ts';
import {
  EquipmentReadings,
  Photo,
  RecordedBy,
  RestaurantTemperature,
  TemperatureMutations,
  TemperatureReading,
} from './Temperature.ts';
import { User, UserMutations } from './User.ts';
import { RestaurantZones, Surface, Zone, ZoneMutations, ZoneQueries } from './Zone.ts';

export const resolvers: Resolvers = {
  DateTime,
  Date: DateScalar,
  Query: {
    ...Query,
    ...EmployeeQueries,
    ...EnseigneQueries,
    ...InvitationQueries,
    ...JobQueries,
    ...ZoneQueries,
    ...EquipmentQueries,
    ...DashboardQueries,
  },
  Mutation: {
    ...Mutation,
    ...EmployeeMutations,
    ...UserMutations,
    ...EnseigneMutations,
    ...InvitationMutations,
    ...JobMutations,
    ...SettingsMutations,
    ...ZoneMutations,
    ...EquipmentMutations,
    ...ProcessMutations,
    ...RecordMutations,
    ...TemperatureMutations,
    ...CorrectionMutations,
  },
  User: { ...User, ...UserPreferences },
  Restaurant: {
    ...Restaurant,
    ...RestaurantEmployees,
    ...RestaurantJobs,
    ...RestaurantZones,
    ...RestaurantEquipments,
    ...RestaurantProcesses,
    ...RestaurantRecords,
    ...RestaurantTemperature,
  },
  Enseigne,
  Employee,
  Invitation,
  Job,
  Tag,
  Zone: { ...Zone, ...ZoneEquipments },
  Surface,
  Equipment: { ...Equipment, ...EquipmentReadings },
  EquipmentType,
  CoolingRecord,
  HeatingRecord,
  OilRecord,
  TraceabilityRecord,
  CleaningRecord,
  TemperatureReading,
  Photo,
  RecordedBy,
  HygieneCorrection,
  HygieneRecord,
};
