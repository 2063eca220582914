/**
 * Where a purchasing form shows the api's field errors about its lines. The api names a line by
 * its place in the lines it was sent (`lines.3.quantityReceived`), which is not the form's: an
 * order's form keeps its quantities per article, a reception sends only the lines that arrived.
 */
export function serverLineField<P extends string>(
  /** The form's key of each line sent, in the order sent. */
  sent: readonly string[],
  /** The form's field of each line field the api names. */
  lineFields: Readonly<Record<string, string>>,
  /** The form's field of each field of the whole form the api names. */
  formFields: Readonly<Record<string, string>>,
  /** Where the form keeps its lines: `${prefix}.${key}` then `.${field}` when the field is not ''. */
  prefix: string,
): (serverName: string) => P | undefined {
  return (serverName) => {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(serverName);
    if (!line) return formFields[serverName] as P | undefined;
    const key = sent[Number(line[1])];
    const field = lineFields[line[2]!];
    if (key === undefined || field === undefined) return undefined;
    return (field === '' ? `${prefix}.${key}` : `${prefix}.${key}.${field}`) as P;
  };
}
