import type { LegalDocument } from '../legal-types.ts';

export const PRODUCT_SAFETY: LegalDocument = {
  slug: 'product-safety',
  summary:
    'Surplus electrical, gas, plumbing and HVAC equipment can be dangerous if it is faulty, counterfeit or wrongly installed. These are the rules every listing must meet and what we do when something is reported.',
  atAGlance: [
    'Listings reported as unsafe are suspended within 24 hours while we investigate.',
    'Asbestos-containing items are never accepted.',
    'Electrical installation work must meet BS 7671; refrigerant work needs F-gas certification.',
    'Recalled products are removed and the seller told why.',
  ],
  sections: [
    {
      id: 'the-law',
      heading: 'The law we apply',
      body: [
        'Products sold on SpareStock must be safe under the General Product Safety Regulations 2005 and the product-specific rules that apply to them, including the Electrical Equipment (Safety) Regulations 2016, the Gas Appliances (Enforcement) and Miscellaneous Amendments Regulations 2018, the Construction Products Regulations and the Pressure Equipment (Safety) Regulations 2016. Where a product needs UKCA or CE marking, it must carry it.',
      ],
    },
    {
      id: 'electrical',
      heading: 'Electrical equipment',
      body: [
        {
          list: [
            'Describe ratings accurately: voltage, current, breaking capacity, IP rating and any BS EN standard.',
            'Protective devices (MCBs, RCDs, RCBOs, fuses) must be new or unused old stock in original packaging. Used ones are accepted only ‘For Parts Only’ and never for re-installation.',
            'Installation in homes must comply with BS 7671 (the IET Wiring Regulations), and notifiable work in England and Wales falls under Part P of the Building Regulations. Buyers should use a competent, registered electrician.',
            'Waste electrical and electronic equipment (WEEE) must not go to general waste. Business sellers of new electrical items must offer take-back or belong to a compliance scheme.',
          ],
        },
      ],
    },
    {
      id: 'gas-hvac-plumbing',
      heading: 'Gas, HVAC and plumbing',
      body: [
        {
          list: [
            'Gas appliances and components may only be installed by a Gas Safe registered engineer. Used gas safety devices (flame supervision, valves, regulators) cannot be sold for reuse.',
            'Air conditioning and heat pump equipment containing fluorinated gases must state the refrigerant type and charge. Handling, installing and recovering refrigerant requires F-gas certification; refrigerant is sold only to certified buyers.',
            'Products in contact with drinking water should be WRAS-approved or otherwise meet the Water Supply (Water Fittings) Regulations 1999.',
            'Pressure vessels and unvented cylinders must come with their safety devices and paperwork, and be installed by a G3-qualified installer.',
          ],
        },
      ],
    },
    {
      id: 'never-accepted',
      heading: 'Never accepted',
      body: [
        {
          list: [
            'Anything containing asbestos — ever, in any condition, even ‘for parts’.',
            'Products under a recall or withdrawal notice, including those on the Office for Product Safety and Standards (OPSS) product safety database.',
            'Counterfeit electrical goods, which are a serious fire risk.',
            'Items with safety labels, serial numbers or test marks removed or altered.',
          ],
        },
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting an unsafe product',
      body: [
        'If you think a listing is unsafe, email us with the listing link and what worries you. We suspend a reported listing within 24 hours while we investigate, and ask the seller for evidence such as test certificates or batch details. If the product is unsafe we remove it, tell buyers of the same item, and report it to Trading Standards or OPSS where the law requires.',
        'If someone has been hurt or there is an immediate danger, call 999 first.',
      ],
    },
    {
      id: 'law-and-date',
      heading: 'Effective date',
      body: ['This policy is effective from 1 January 2025 and governed by the law of England and Wales.'],
    },
  ],
  actions: [{ kind: 'email', label: 'Report an unsafe product', subject: 'Unsafe product report' }],
};
