/**
 * SQL pieces of the lists read by pages (docs/how-to/lists.md): text filters and sort keys that
 * behave the same on PGlite and on Postgres, whatever the database's collation.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `%` and `_` typed in a filter are searched for, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUYY';

/**
 * The ligatures as two letters, as the collator reads them ('Œufs' before 'Oignon') and as a user
 * types them ('oeufs'): translate() maps one character to one, replace() to two.
 */
const unligatured = (text: SQLWrapper): SQL =>
  sql`replace(replace(replace(replace(${text}, 'œ', 'oe'), 'Œ', 'Oe'), 'æ', 'ae'), 'Æ', 'Ae')`;

/**
 * A text folded for French sorting and searching: accents dropped, then lower case. A database
 * in the C locale sorts 'Émilie' after 'Zoé' and lower() leaves 'É' alone there; folded, it comes
 * before 'Fabien', as the Intl.Collator of the web's lists would place it.
 */
export const folded = (text: SQLWrapper): SQL =>
  sql`lower(translate(${unligatured(text)}, ${ACCENTED}, ${PLAIN}))`;

/** What a user typed, folded the same way (for `folded(column) LIKE foldedPattern(text)`). */
export const foldedPattern = (text: string) =>
  likePattern(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/œ/gi, 'oe')
      .replace(/æ/gi, 'ae')
      .toLowerCase(),
  );
