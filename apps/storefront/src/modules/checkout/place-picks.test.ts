import { describe, expect, it } from 'vitest';
import { levelsFromPicks, parentsOfPicks, postedPicks } from './place-picks';

const REGIONS = [
  { id: 'r1', name: 'Metropolitana' },
  { id: 'r2', name: 'Valparaíso' },
];
const COMUNAS_R1 = [
  { id: 'c1', name: 'Providencia' },
  { id: 'c2', name: 'Ñuñoa' },
];

describe('a place picker posted without JavaScript', () => {
  it('reads the posted picks of each level, or nothing when no picker was posted', () => {
    expect(postedPicks({ place0: 'r1', street: 'Av. Matta' }, 2)).toEqual(['r1', '']);
    expect(postedPicks({ place0: '', place1: '' }, 2)).toEqual(['', '']);
    expect(postedPicks({ savedAddressId: 'x' }, 2)).toBeNull();
    expect(postedPicks(undefined, 2)).toBeNull();
  });

  it('reads the root, then under each pick; a level under no pick waits', () => {
    expect(parentsOfPicks(['r1', ''], 2)).toEqual([null, 'r1']);
    expect(parentsOfPicks(['', ''], 2)).toEqual([null, undefined]);
    expect(parentsOfPicks(['d1', 'p1', ''], 3)).toEqual([null, 'd1', 'p1']);
  });

  it('offers the comunas of the region picked, none chosen yet', () => {
    expect(levelsFromPicks(['Región', 'Comuna'], ['r1', ''], [REGIONS, COMUNAS_R1])).toEqual([
      { label: 'Región', options: REGIONS, selected: 'r1' },
      { label: 'Comuna', options: COMUNAS_R1, selected: null },
    ]);
  });

  it('keeps a comuna of the region picked', () => {
    const levels = levelsFromPicks(['Región', 'Comuna'], ['r1', 'c2'], [REGIONS, COMUNAS_R1]);
    expect(levels.map((l) => l.selected)).toEqual(['r1', 'c2']);
  });

  it('drops a comuna of another region, and whatever hangs under a pick it does not know', () => {
    // The region changed and the old comuna was sent along: the new region's comunas are offered.
    const comunasR2 = [{ id: 'c9', name: 'Viña del Mar' }];
    const changed = levelsFromPicks(['Región', 'Comuna'], ['r2', 'c1'], [REGIONS, comunasR2]);
    expect(changed.map((l) => l.selected)).toEqual(['r2', null]);
    expect(changed[1]!.options).toEqual(comunasR2);
    const forged = levelsFromPicks(['Región', 'Comuna'], ['zz', 'c1'], [REGIONS, COMUNAS_R1]);
    expect(forged).toEqual([
      { label: 'Región', options: REGIONS, selected: null },
      { label: 'Comuna', options: [], selected: null },
    ]);
  });
});
