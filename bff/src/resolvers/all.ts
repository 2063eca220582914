// One line per GraphQL type that has resolvers: its file (named after the type) holds the type's
// fields, its Query and Mutation fields, and the lists of it on the types it extends
// (`Restaurant.employees` is in Employee.ts). A new type is a new file and its line here.
export { resolvers as Article } from './Article.ts';
export { resolvers as AuthPayload } from './AuthPayload.ts';
export { resolvers as CleaningRecord } from './CleaningRecord.ts';
export { resolvers as ConversionRule } from './ConversionRule.ts';
export { resolvers as CoolingRecord } from './CoolingRecord.ts';
export { resolvers as Dashboard } from './Dashboard.ts';
export { resolvers as Date } from './Date.ts';
export { resolvers as DateTime } from './DateTime.ts';
export { resolvers as Employee } from './Employee.ts';
export { resolvers as Enseigne } from './Enseigne.ts';
export { resolvers as Equipment } from './Equipment.ts';
export { resolvers as EquipmentType } from './EquipmentType.ts';
export { resolvers as HeatingRecord } from './HeatingRecord.ts';
export { resolvers as HygieneCorrection } from './HygieneCorrection.ts';
export { resolvers as HygieneRecord } from './HygieneRecord.ts';
export { resolvers as Invitation } from './Invitation.ts';
export { resolvers as Job } from './Job.ts';
export { resolvers as OilRecord } from './OilRecord.ts';
export { resolvers as Packaging } from './Packaging.ts';
export { resolvers as Photo } from './Photo.ts';
export { resolvers as Preferences } from './Preferences.ts';
export { resolvers as PriceChange } from './PriceChange.ts';
export { resolvers as Product } from './Product.ts';
export { resolvers as Recipe } from './Recipe.ts';
export { resolvers as RecipeIngredient } from './RecipeIngredient.ts';
export { resolvers as RecordedBy } from './RecordedBy.ts';
export { resolvers as Restaurant } from './Restaurant.ts';
export { resolvers as Supplier } from './Supplier.ts';
export { resolvers as Surface } from './Surface.ts';
export { resolvers as Tag } from './Tag.ts';
export { resolvers as TemperatureReading } from './TemperatureReading.ts';
export { resolvers as TraceabilityRecord } from './TraceabilityRecord.ts';
export { resolvers as User } from './User.ts';
export { resolvers as Zone } from './Zone.ts';
