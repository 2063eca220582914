/** The planning's enumerations (docs/areas/planning.md). */

/** What an absence of the planning stands for (congé payé, maladie, repos, autre). */
export const ABSENCE_TYPES = ['PAID_LEAVE', 'SICK', 'REST', 'OTHER'] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

export const ABSENCE_TYPE_LABELS: Record<AbsenceType, string> = {
  PAID_LEAVE: 'Congé payé',
  SICK: 'Maladie',
  REST: 'Repos',
  OTHER: 'Autre absence',
};

/** A stretch of a clocked shift: at work, or on a break (the clock-in blocks). */
export const CLOCK_BLOCK_KINDS = ['WORK', 'BREAK'] as const;
export type ClockBlockKind = (typeof CLOCK_BLOCK_KINDS)[number];

/** Where a realized shift came from: the restaurant's kiosk, or a manager's entry or correction. */
export const REALIZED_SHIFT_SOURCES = ['KIOSK', 'MANAGER'] as const;
export type RealizedShiftSource = (typeof REALIZED_SHIFT_SOURCES)[number];
