import { describe, it, expect } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { loadOcrFixture } from './fixtures.ts';

const analyse = (name: string) => analyseText(loadOcrFixture(name));

describe('analyseText on nameplate text', () => {
  const cases: { fixture: string; brand: string; category: string; specs: string[]; title: RegExp }[] = [
    {
      fixture: 'motor-siemens',
      brand: 'Siemens',
      category: 'Motors & Drives',
      specs: ['2.2 kW', '400/690 V', 'IP55', 'IE3', '50 Hz'],
      title: /Siemens .*motor 2\.2 kW/,
    },
    {
      fixture: 'mcb-hager',
      brand: 'Hager',
      category: 'Electrical Components',
      specs: ['Type C 32 A', '230/400 V'],
      title: /Hager .*MCB Type C 32 A/,
    },
    {
      fixture: 'rcbo-wylex',
      brand: 'Wylex',
      category: 'Electrical Components',
      specs: ['30 mA', '6 kA', 'Type B 16 A'],
      title: /Wylex RCBO/,
    },
    {
      fixture: 'contactor-schneider',
      brand: 'Schneider Electric',
      category: 'Electrical Components',
      specs: ['7.5 kW', '32 A'],
      // The label prints Telemecanique: the title names it after its maker, as buyers search for either.
      title: /Schneider Electric Telemecanique LC1D18 contactor/,
    },
    {
      fixture: 'pump-grundfos',
      brand: 'Grundfos',
      // A heating circulator (UPS 25-60): heating kit, as merchants shelve it.
      category: 'HVAC Equipment',
      specs: ['230 V', 'PN10', 'IP44'],
      title: /Grundfos .*pump/,
    },
    { fixture: 'valve-pegler', brand: 'Pegler', category: 'Plumbing Supplies', specs: ['DN25', 'PN16'], title: /Pegler ball valve DN25/ },
    {
      fixture: 'luminaire-thorn',
      brand: 'Thorn',
      category: 'Lighting',
      specs: ['39 W', '4000 K', '4300 lm'],
      title: /Thorn LED panel 39 W/,
    },
    {
      fixture: 'cable-drum-prysmian',
      brand: 'Prysmian',
      category: 'Cables & Wiring',
      specs: ['2.5 mm²', '300/500 V'],
      title: /Prysmian 6242Y twin and earth cable 2\.5 mm²/,
    },
    {
      fixture: 'boiler-worcester',
      brand: 'Worcester Bosch',
      category: 'HVAC Equipment',
      specs: ['30 kW', 'IPX4'],
      title: /Worcester Bosch .*boiler 30 kW/,
    },
    {
      fixture: 'drive-abb',
      brand: 'ABB',
      category: 'Motors & Drives',
      specs: ['5.5 kW', '380-480 V', 'IP21'],
      title: /ABB .*variable speed drive 5\.5 kW/,
    },
  ];

  for (const c of cases) {
    it(`reads ${c.fixture}: brand, category, ratings and title`, () => {
      const r = analyse(c.fixture);
      expect(r.brandInfo).toBe(c.brand);
      expect(r.suggestedCategory).toBe(c.category);
      for (const spec of c.specs) expect(r.technicalSpecs).toContain(spec);
      expect(r.suggestedTitle).toMatch(c.title);
      expect(r.confidence).toBeGreaterThanOrEqual(0.7);
      expect(r.needsReview).toBe(false);
    });
  }

  it('parses label → value columns of a motor plate', () => {
    const r = analyse('motor-table-plate');
    expect(r.extracted.voltage?.value).toBe('230/460 V, 190/380 V');
    expect(r.extracted.current?.value).toBe('1.9/0.95 A, 1.7/0.85 A');
    expect(r.extracted.power?.value).toBe('1/2 HP, 1/3 HP');
    expect(r.extracted.speed?.value).toBe('1725 rpm, 1425 rpm');
    expect(r.extracted.frame?.value).toBe('56C');
    expect(r.extracted.model?.value).toBe('NAT12-18-56CB');
    expect(r.size).toBe('Frame 56C');
    expect(r.suggestedTitle).toBe('WorldWide Electric NAT12-18-56CB three-phase motor 1/2 HP 1725 rpm');
  });

  it('prices a 1/2 HP motor from the 0.37 kW band', () => {
    const r = analyse('motor-table-plate');
    expect(r.estimatedPrice.priceTransparency.retailBaseline).toBe(140);
    expect(r.estimatedPrice.surplusPrice).toBeCloseTo(140 * 0.58, 2);
  });

  it('answers honestly when nothing is legible', () => {
    const r = analyse('blank');
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.needsReview).toBe(true);
    expect(r.suggestedTitle).toMatch(/^Unidentified/);
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.material).toBe('Unknown');
    expect(r.size).toBe('N/A');
  });

  it("lets the user's specs win over the photo and recomputes the price", () => {
    const r = analyseText(loadOcrFixture('mcb-hager'), {
      title: 'Siemens 7.5 kW three phase induction motor',
      condition: 'Fair',
      brandInfo: 'Siemens',
    });
    expect(r.suggestedTitle).toBe('Siemens 7.5 kW three phase induction motor');
    expect(r.brandInfo).toBe('Siemens');
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.condition).toBe('Fair');
    // 7.5 kW motor band £850, Siemens premium ×1.15, Fair keeps 35 %.
    expect(r.estimatedPrice.marketPrice).toBeCloseTo(977.5, 2);
    expect(r.estimatedPrice.surplusPrice).toBeCloseTo(342.13, 2);
    expect(r.extracted.brand?.source).toBe('user');
  });

  it('uses the category named in specifications', () => {
    const r = analyseText(loadOcrFixture('blank'), { category: 'Lighting', title: 'LED batten' });
    expect(r.suggestedCategory).toBe('Lighting');
  });
});
