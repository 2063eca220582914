import { describe, expect, it } from 'vitest';
import {
  compareJobTitles,
  isHexColor,
  JOB_COLOR_PRESETS,
  JOB_DEFAULT_COLOR,
  JOB_FALLBACK_COLOR,
  jobDisplayColor,
} from './setup.ts';

describe('job colours (docs/areas/restaurants.md#jobs)', () => {
  it('offers 16 distinct hex presets, the default among them', () => {
    expect(JOB_COLOR_PRESETS).toHaveLength(16);
    expect(new Set(JOB_COLOR_PRESETS).size).toBe(16);
    expect(JOB_COLOR_PRESETS.every(isHexColor)).toBe(true);
    expect(JOB_COLOR_PRESETS).toContain(JOB_DEFAULT_COLOR);
  });

  it('paints a valid hex colour as typed, anything else grey', () => {
    expect(jobDisplayColor('#F44336')).toBe('#F44336');
    expect(jobDisplayColor(' #abc ')).toBe('#abc');
    for (const unknown of ['rouge', '#12345', '#GGGGGG', '', null, undefined]) {
      expect(jobDisplayColor(unknown)).toBe(JOB_FALLBACK_COLOR);
    }
  });
});

describe('compareJobTitles', () => {
  it('sorts titles the French way, ignoring case and accents', () => {
    const titles = ['serveur', 'Écailler', 'Chef de rang', 'Cuisinier 10', 'Cuisinier 2'];
    expect(
      titles
        .map((title) => ({ title }))
        .sort(compareJobTitles)
        .map((j) => j.title),
    ).toEqual(['Chef de rang', 'Cuisinier 2', 'Cuisinier 10', 'Écailler', 'serveur']);
  });
});
