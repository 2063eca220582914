import { can, type Role } from './permissions.ts';

/** Employees (docs/areas/people.md#employees): contract types, hours and the clock-in PIN. */
export const CONTRACT_TYPES = ['CDI', 'CDD', 'ALTERNANT', 'EXTRA', 'AUTOENTREPRISE'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  CDI: 'CDI',
  CDD: 'CDD',
  ALTERNANT: 'Alternant',
  EXTRA: 'Extra',
  AUTOENTREPRISE: 'Auto-entrepreneur',
};

/**
 * The staff list by pages (docs/how-to/lists.md): a chain's staff across its restaurants, with
 * extras and seasonal contracts, runs into the hundreds, so it is read a page at a time.
 */
export const EMPLOYEE_PAGE_SIZE = 25;
export const EMPLOYEE_PAGE_SIZES = [25, 50, 100] as const;

export const CONTRACT_HOURS_MIN = 0;
export const CONTRACT_HOURS_MAX = 80;

/**
 * What an employee types on the clock-in terminal: 4 to 6 digits, unique within his restaurant
 * (two people of one restaurant cannot share a code, two restaurants can).
 */
export const PIN_PATTERN = /^[0-9]{4,6}$/;

/**
 * Who reads a PIN (issue 9, item 12): the time clock trusts it, so it is a secret of those who
 * set it — an ADMIN, a MANAGER (in his restaurants, the only ones he sees) — and no EMPLOYEE,
 * not even his colleagues'. The others get the employee without it (null).
 */
export const canReadPin = (role: Role): boolean => can(role, 'EMPLOYEES', 'edit');
export const isValidPin = (pin: string): boolean => PIN_PATTERN.test(pin);

export const EMPLOYEE_MESSAGES = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  pinRequired: 'Le code PIN est requis',
  pinInvalid: 'Le code PIN doit contenir de 4 à 6 chiffres',
  pinTaken: 'Ce code PIN est déjà utilisé dans ce restaurant',
  hoursInvalid: `Le nombre d'heures doit être un entier entre ${CONTRACT_HOURS_MIN} et ${CONTRACT_HOURS_MAX}`,
  restaurantRequired: 'Le restaurant est requis',
  contractTypeInvalid: 'Type de contrat invalide',
} as const;

/** How a person (an employee, an account) is named wherever the product shows or exports one. */
export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`;

/** Employees sorted for display: last name, then first name, French collation. */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
export function compareEmployees(
  a: { lastName: string; firstName: string; id: number | string },
  b: { lastName: string; firstName: string; id: number | string },
): number {
  return (
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    Number(a.id) - Number(b.id)
  );
}
