// The parents of this area's types that are not the REST type of the same name (codegen.ts's
// mappers): plain data, as codegen.ts imports it without loading the bff; paths are relative to
// this folder, as from bff/src/generated/ where they are written.
export const mappers: Record<string, string> = {
  Photo: '../rest/types.ts#RestPhotoRef',
};
