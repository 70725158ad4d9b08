/**
 * The TEST FIXTURE campaign map: made up for trying the tracker and for the tests, NOT the
 * printed Firestorm: Stalingrad map. Every screen that shows it says so. Its layout, three rows:
 *
 *   G F A B
 *   J H C S      S is the (made-up) Stalingrad city location
 *   I E D
 */
import type { FsMap } from './map';

/** The made-up map (areas A-E German, F-J Soviet, S the city location). */
export const FIXTURE_MAP: FsMap = {
  name: 'TEST FIXTURE (made-up map)',
  fixture: true,
  areas: [
    { id: 'A', name: 'Fixture Rail Junction', vp: 4, owner: 'german', city: false },
    { id: 'B', name: 'Fixture North Steppe', vp: 3, owner: 'german', city: false },
    { id: 'C', name: 'Fixture Airfield', vp: 4, owner: 'german', city: false },
    { id: 'D', name: 'Fixture Volga Bank', vp: 3, owner: 'german', city: false },
    { id: 'E', name: 'Fixture River Crossing', vp: 3, owner: 'german', city: false },
    { id: 'F', name: 'Fixture West Ridge', vp: 4, owner: 'soviet', city: false },
    { id: 'G', name: 'Fixture Don Bend', vp: 3, owner: 'soviet', city: false },
    { id: 'H', name: 'Fixture South Hills', vp: 4, owner: 'soviet', city: false },
    { id: 'I', name: 'Fixture Lake Country', vp: 3, owner: 'soviet', city: false },
    { id: 'J', name: 'Fixture Salt Flats', vp: 3, owner: 'soviet', city: false },
    { id: 'S', name: 'Fixture City', vp: 0, owner: 'german', city: true },
  ],
  borders: [
    ['G', 'F'],
    ['F', 'A'],
    ['A', 'B'],
    ['G', 'J'],
    ['F', 'H'],
    ['A', 'C'],
    ['B', 'S'],
    ['J', 'H'],
    ['H', 'C'],
    ['C', 'S'],
    ['J', 'I'],
    ['H', 'E'],
    ['C', 'D'],
    ['I', 'E'],
    ['E', 'D'],
    ['D', 'S'],
  ],
  cityTrack: {
    german: { vp: [2, 2, 3, 3], milestones: [2, 4] },
    soviet: { vp: [2, 2, 3, 3], milestones: [2, 4] },
  },
};
