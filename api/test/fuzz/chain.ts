// The chain's demo rows: the demo chain, its accounts and an invitation.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { ADMIN, MANAGER } from '../setup.ts';
import { fuzzArea } from './core.ts';

interface ChainFixtures {
  enseigne: number;
  /** The demo chain's ADMIN: the fuzz's caller. */
  user: number;
  /** A MANAGER of the demo chain: the user an ADMIN manages (restaurants, deactivation). */
  manager: number;
  invitation: number;
  invitationToken: string;
}
declare module './core.ts' {
  interface AreaFixtures {
    chain: ChainFixtures;
  }
}

export default fuzzArea({
  name: 'chain',
  async load({ t, server, adminToken, sentInvitations, firstId }) {
    const enseigne = await t.enseigneId('Enseigne Démo');
    const { bistrot } = await t.demoRestaurants();
    const invited = await request(server)
      .post('/api/invitations')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ email: 'invitation.fuzz@exemple.fr', restaurantIds: [bistrot] });
    if (invited.status !== 201) throw new Error(`invitation: ${invited.status} ${invited.text}`);
    const acceptUrl = sentInvitations.at(-1)?.acceptUrl;
    if (!acceptUrl) throw new Error("l'invitation n'a pas été envoyée");
    return {
      enseigne,
      user: await firstId(sql`select id from users where email = ${ADMIN}`),
      manager: await firstId(sql`select id from users where email = ${MANAGER}`),
      invitation: (invited.body as { invitation: { id: number } }).invitation.id,
      invitationToken: new URL(acceptUrl).searchParams.get('token')!,
    };
  },
  ids: {
    enseigne: (_, fx) => fx.enseigne,
    user: (_, fx) => fx.user,
  },
  pathIds: {
    enseignes: (_, fx) => fx.enseigne,
    invitations: (_, fx) => fx.invitation,
    users: (_, fx) => fx.manager,
  },
  pathParams: {
    token: (_, fx) => fx.invitationToken,
  },
});
