/**
 * OCR's slips in a rating plate's units and labels, read back as printed: a weight's kg with its g as a 9, a flow's
 * cube read as a square or lost, AC/DC with its slash as a letter, a label glued to its value, a supply's VAC with its C
 * as an O, a temperature range without its degree sign, a mains frequency's Hz as Ah, a breaker's I.C. with its I as a 1, a
 * unit printed before its value and joined to it (text-normalise.ts).
 */
export function readUnitSlips(text: string): string {
  return (
    text
      // A weight's "kg" with its g read as 9 ("9.3 K9").
      .replace(/(\d\.\d+)\s?[Kk]9\b/g, '$1 kg')
      // A thread size run into its part's name ("M2.5Nuts", "M6Washers"): the size and the part apart.
      .replace(/(?<![A-Za-z0-9])(M\d{1,2}(?:\.\d)?)(Nuts?|Bolts?|Screws?|Washers?)(?![a-z])/gi, '$1 $2')
      // A flow's cube read as a square or an asterisk ("Qmax 10.00m²/h", "4,00 m*/h", its h as an n: "6m²/n"; "V 2,00dm²"): no rating is an area an hour, nor a meter's volume in dm².
      .replace(/(\d\s?d?m)[²*](\s?\/\s?)[hn]\b/g, '$1³$2h')
      .replace(/(\d\s?dm)²/g, '$1³')
      // A gas meter's cyclic volume with its cube lost ("V2dm", "V 1,2 dm"): no label gives a V in decimetres.
      .replace(/(?<![A-Za-z0-9])(V\s?\d+(?:[.,]\d+)?\s?dm)(?![³3²A-Za-z0-9])/g, '$1³')
      // "AC/DC" with its slash read as a letter I, a one or an l ("ACIDCADAPTOR"): the supply's kind, the word after it apart.
      // Only before a supply's word or alone: "ACIDCLEANER" is acid cleaner.
      .replace(/(?<![A-Za-z0-9])AC[I1l|]DC(?=ADAPT|INPUT|OUTPUT|POWER|CONVERT|SUPPLY|CHARG)/g, 'AC/DC ')
      .replace(/(?<![A-Za-z0-9])AC[I1l|]DC(?![A-Za-z])/g, 'AC/DC')
      // A power supply's row name with its n lost ("Iput").
      .replace(/(?<![A-Za-z0-9])Iput(?![a-z])/g, 'Input')
      // A name run into its version ("MegaSquirtV3.0"): the name and "V3.0" apart.
      .replace(/([A-Za-z]{3,}[a-z])(V\d+\.\d+)\b/g, '$1 $2')
      // A range in brackets before its unit, as Chinese plates print it ("(0~339)m³/h", "(0~70)°C"): the range with its unit.
      .replace(/\((\d+(?:[.,]\d+)?)\s?[~-]\s?(\d+(?:[.,]\d+)?)\)\s?(?=[A-Za-z°])/g, '$1-$2 ')
      // A flow's cube lost ("Q=1,5m/h", "(0~339)m/h"): no M&E label rates a speed in metres an hour.
      .replace(/(\d\)?\s?)m\s?\/\s?h\b/g, '$1m³/h')
      // An insulation tester's or a resistor's Ω read as a Q after its prefix ("0.1MQ-2000MQ", "10kQ"): ohms.
      .replace(/(\d\s?[kMG])Q(?![A-Za-z0-9])/g, '$1Ω')
      // A voltage or a current run into the phases beside it ("200 VPh.3" of "200 V Ph.3", a servo motor's; "Ph.31.5A" of
      // "Ph.3 1.5A"; "320VAC3A3Ph"): apart.
      .replace(/(Ph\.?\s?[13])(?=\d{1,3}\.\d{1,2}\s?A(?![A-Za-z]))/g, '$1 ')
      .replace(/(\d\s?V)(?=Ph\.?\s?[13](?![0-9]))/g, '$1 ')
      .replace(/(\d\s?(?:A|V|VAC|VDC))(?=[13]\s?Ph(?![a-z]))/g, '$1 ')
      // An RCD's rated current with its I read as a slash or run into the value ("/n63A", "In63A"), and its residual
      // current with its Δ or its IΔ lost ("In30mA", "n30mA"): the labels apart, as printed.
      .replace(/(?<![A-Za-z0-9])[I/|l]n(?=\d{1,3}\s?A(?![A-Za-z]))/g, 'In ')
      .replace(/(?<![A-Za-z0-9Δ∆])[I/|l]?n(?=\d{1,3}\s?mA(?![A-Za-z]))/g, 'IΔn ')
      // A water column's mmH₂O with its 2 read as a comma, a Z or a subscript ("mmH,0", "mmHzO", "mmH20"), or written as
      // water column ("mmWC", "inWC"; "mmCA", coluna d'água): mmH2O.
      .replace(/(?<![A-Za-z])(mm|in)(?:H[,z2₂]?[O0]|WC|CA)(?![A-Za-z0-9])/g, '$1H2O')
      // A Turkish plate's cubic metres a minute ("m³/dk", dakika; its cube read as a square): m³/min.
      .replace(/(\d\s?m)[²³3]\s?\/\s?dk\b/gi, '$1³/min')
      // Portuguese and Spanish plates' units: cubic feet a minute as PCM (pés or pies cúbicos por minuto) and pounds-force per
      // square inch as "lbf/pol²" ("175ibf/polz" as read): CFM and psi.
      .replace(/(\d\s?)PCM(?![A-Za-z])/gi, '$1CFM')
      .replace(/(\d\s?)[Il1i]bf\s?\/\s?pol[z2²]?(?![A-Za-z])/gi, '$1psi')
      // A Cyrillic plate's МПа read as Latin letters ("1Mna", "1 MNa"): megapascals.
      .replace(/(\d)\s?M[nN]a\b/g, '$1 MPa')
      // "Qmln" is Qmin with its i read as l.
      .replace(/\bQm[l1]n\b/g, 'Qmin')
      // Labels glued to their value: "Qmax6m³/h", "Pmax75mbar", "Ith10A".
      .replace(/\b(Qmax|Qmin|Qn|Pmax|Pmin|Ith|Ie|Ue|Un|Uimp|Icn|Icu|Ics)(?=\d)/gi, '$1 ')
      // A mains supply's VAC with its C read as an O or a nought ("230VAO0", "230VAO", or "230VA00" once digit slips are read): VAC.
      .replace(/(?<![\w.])((?:1[0-2]|2[0-4]|3[89]|4[0-8])\d)\s?VA(?:O[O0]?|0[O0])(?![\w])/g, '$1VAC')
      // A working temperature's range with its degree sign read as an apostrophe or lost ("-25/85'C", "-25/85C", a capacitor's, perhaps run into what follows): °C.
      .replace(/(?<=\d)'C\b/g, '°C')
      .replace(/(?<![\w/])(-\d{1,2}\/\d{2,3})C(?:\b|(?=[A-Z]{2}))/g, '$1°C ')
      // A mains supply's frequency after its voltage with its Hz read as Ah ("230 Volt-50 Ah", "230V/50Ah"): no battery
      // charged at mains voltage is rated so.
      .replace(/(?<![\w.])((?:11[05]|12[07]|2[0-4]\d)\s?V(?:olts?)?\s?[-/~]\s?)(50|60)\s?Ah\b/gi, '$1$2 Hz')
      // Two mains voltages with the slash between them lost ("120240V" of 120/240V, "230400V"): the pair.
      .replace(/(?<![\d.,/])(100|110|115|120|127|220|230)(208|220|230|240|380|400|415|440)\s?V(?![A-Za-z0-9])/g, '$1/$2V')
      // A supply's phase count after its voltage with its 1 read as an I ("230VIPHASE", "230V IPH"): one phase.
      .replace(/(?<=\d\s?V)\s?[Il|](?=\s?PH(?:ASE)?\b)/g, ' 1')
      // ISO's I read as a 1, run on to what came before it ("0.6/1kV1SO 9001"): the quality standard apart.
      .replace(/(?<=[A-Za-z])1SO(?=\s?(?:9001|14001|45001|50001)\b)/g, ' ISO')
      // A breaker's interrupting capacity glued to its value, its I read as a 1 or an l ("1.C.25kA"): the label and its value apart.
      .replace(/(?<![A-Za-z0-9.])[I1l]\.C\.(?=\d)/g, 'I.C. ')
      // A plate that prints each unit before its value, joined by a point or a hyphen ("RPM.2890", "P2-KW-9.2/HP-12.5",
      // "3~Hz.50", "A-20.6/11.9", "V.400/692Y"): apart, as "kW 9.2" reads. After a hyphen only a decimal ("HP-3" is a
      // model), and a lone A or V only before a decimal or a pair.
      .replace(/(?<=[A-Za-z0-9])-(?=(?:KW|HP|RPM)(?:\.\d|-\d{1,3}[.,]\d))/gi, ' ')
      .replace(/(?<![A-Za-z0-9])(RPM|KW|HP|Hz)(?:\.(?=\d)|-(?=\d{1,3}[.,]\d))/gi, '$1 ')
      .replace(/(?<=\d)\/(?=(?:HP|KW) \d)/gi, ' / ')
      .replace(/(?<![A-Za-z0-9])(A|V)[.-](?=\d{1,3}[.,]\d|\d{2,3}\/\d{2,3})/g, '$1 ')
      // … and a star voltage's Y run into the enclosure's rating after it ("692YIP-54").
      .replace(/(?<=\d[YΔ])(?=IP-?\d{2}(?!\d))/g, ' ')
  );
}
