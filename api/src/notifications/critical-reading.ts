// The first event that notifies: a critical temperature reading. Its notifications are
// written in the reading's transaction (a reading never stands without them, nor they without
// it); its emails leave after the commit, and their failure never fails the reading.
import {
  localDateTimeIn,
  personName,
  temperatureStatus,
  withDefaults,
  type NotificationKind,
} from '@bo/domain';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import type { RouteDeps } from '../http/deps.ts';
import {
  alertAccounts,
  chainReadingFacts,
  findReadingFacts,
  insertNotifications,
  type AlertAccount,
  type ReadingFacts,
} from './notifications.queries.ts';

const KIND: NotificationKind = 'CRITICAL_READING';
/** The temperature log's screen, where the reading is seen and corrected. */
const LINK = '/hygiene/temperature';

/** An email to send once the notifications are committed. */
export interface Alert {
  to: string;
  title: string;
  body: string;
  link: string;
}

const degrees = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/**
 * « Température critique : Frigo 1 » and « 9,5 °C relevés le 30/11/2026 à 08:05 par Léa Martin
 * (Le Bistrot du Port). », the day and time in the restaurant's time zone. Who is the employee
 * the reading names, else the account that wrote it.
 */
export function criticalReadingText(facts: ReadingFacts): { title: string; body: string } {
  const [day, time] = localDateTimeIn(facts.recordedAt, facts.timeZone).split('T');
  const [year, month, date] = day!.split('-');
  const who = facts.employee ?? facts.author;
  return {
    title: `Température critique : ${facts.equipmentName}`,
    body:
      `${degrees.format(facts.temperature)} °C relevés le ${date}/${month}/${year} à ${time!}` +
      `${who ? ` par ${personName(who)}` : ''} (${facts.restaurantName}).`,
  };
}

/**
 * Whom a critical reading concerns: the chain's ADMINs and the MANAGERs of its restaurant whose
 * temperature alerts are on, never its author (he knows).
 */
function recipientsOf(facts: ReadingFacts, accounts: readonly AlertAccount[]) {
  return accounts
    .filter((account) => account.id !== facts.recordedById)
    .filter(
      (account) =>
        account.role === 'ADMIN' ||
        (account.role === 'MANAGER' && account.restaurantIds.includes(facts.restaurantId)),
    )
    .map((account) => ({ account, switches: withDefaults(account.preferences).notifications }))
    .filter(({ switches }) => switches.temperatureAlerts);
}

/**
 * Writes the notifications of those of `readings` that are critical, dated as the reading was
 * written, and answers the emails they call for (recipients whose email switch is on too).
 */
async function notifyReadings(
  db: Db | Tx,
  enseigneId: number,
  readings: readonly ReadingFacts[],
): Promise<Alert[]> {
  const critical = readings.filter(
    (facts) => temperatureStatus(facts.temperature, facts.range) === 'CRITICAL',
  );
  if (critical.length === 0) return [];
  const accounts = await alertAccounts(db, enseigneId);
  const rows: Parameters<typeof insertNotifications>[1] = [];
  const alerts: Alert[] = [];
  for (const facts of critical) {
    const { title, body } = criticalReadingText(facts);
    for (const { account, switches } of recipientsOf(facts, accounts)) {
      rows.push({
        enseigneId,
        userId: account.id,
        restaurantId: facts.restaurantId,
        kind: KIND,
        title,
        body,
        link: LINK,
        createdAt: facts.createdAt,
      });
      if (switches.email) alerts.push({ to: account.email, title, body, link: LINK });
    }
  }
  await insertNotifications(db, rows);
  return alerts;
}

/**
 * The event of a reading just written (in its transaction): its notifications if it is critical,
 * and the emails to send once committed (sendAlerts).
 */
export async function notifyCriticalReading(tx: Tx, readingId: number): Promise<Alert[]> {
  const facts = await findReadingFacts(tx, readingId);
  return notifyReadings(tx, facts.enseigneId, [facts]);
}

/**
 * The demo's notifications: one per critical reading of the chain that is not voided, for its
 * recipients. No email.
 */
export async function seedCriticalReadingNotifications(tx: Tx, enseigneId: number): Promise<void> {
  await notifyReadings(tx, enseigneId, await chainReadingFacts(tx, enseigneId));
}

/**
 * Sends the alerts without waiting: the request that caused them is answered at once, and an
 * email that fails is only logged (the notification is in the app whatever happens to it).
 */
export function sendAlerts(
  { mailer, logger, appUrl }: Pick<RouteDeps, 'mailer' | 'logger' | 'appUrl'>,
  alerts: readonly Alert[],
): void {
  const base = appUrl.replace(/\/+$/, '');
  for (const alert of alerts) {
    const { link, ...email } = alert;
    let sending: Promise<unknown>;
    try {
      sending = mailer.sendAlert({ ...email, url: `${base}${link}` });
    } catch (error) {
      sending = Promise.reject(error);
    }
    sending.catch((error: unknown) =>
      logger.error(
        `[api] alerte « ${alert.title} » : l'email à ${alert.to} n'est pas parti`,
        error,
      ),
    );
  }
}
