import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, deactivationRefusal, invitationScopeRefusal } from './access.ts';

describe('deactivationRefusal', () => {
  it('refuses the actor himself, whatever his role', () => {
    expect(deactivationRefusal(1, { id: 1, role: 'ADMIN' }, 3)).toBe(ACCESS_MESSAGES.notYourself);
  });
  it('refuses the last active ADMIN and accepts one among others', () => {
    expect(deactivationRefusal(1, { id: 2, role: 'ADMIN' }, 0)).toBe(ACCESS_MESSAGES.lastAdmin);
    expect(deactivationRefusal(1, { id: 2, role: 'ADMIN' }, 1)).toBeNull();
  });
  it('accepts any manager or employee', () => {
    expect(deactivationRefusal(1, { id: 2, role: 'MANAGER' }, 0)).toBeNull();
    expect(deactivationRefusal(1, { id: 3, role: 'EMPLOYEE' }, 0)).toBeNull();
  });
});

describe('invitationScopeRefusal', () => {
  it('lets a manager have any number of restaurants, no staff record', () => {
    expect(invitationScopeRefusal('MANAGER', [], undefined)).toBeNull();
    expect(invitationScopeRefusal('MANAGER', [1, 2], null)).toBeNull();
    expect(invitationScopeRefusal('MANAGER', [1], 4)).toBe(ACCESS_MESSAGES.employeeOnlyForEmployee);
  });
  it('gives an employee exactly one restaurant', () => {
    expect(invitationScopeRefusal('EMPLOYEE', [], null)).toBe(
      ACCESS_MESSAGES.employeeRestaurantRequired,
    );
    expect(invitationScopeRefusal('EMPLOYEE', [1, 2], null)).toBe(
      ACCESS_MESSAGES.employeeOneRestaurant,
    );
    expect(invitationScopeRefusal('EMPLOYEE', [1], 4)).toBeNull();
  });
});
