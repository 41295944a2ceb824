import { parseProductRows } from '../product-word-rows.ts';

/**
 * Laboratory equipment that reaches surplus from lab clearances and university refits, as
 * laboratory suppliers (Fisher Scientific, VWR) list it, with the label words of German, French,
 * Italian, Dutch and Spanish lab kit. Heating, mixing and separating kit is filed under Other,
 * measuring kit under Instrumentation. "Autoclave" is left out: on an Italian pump set it is the
 * booster set (plumbing.ts), and "centrifuga" names a centrifugal pump there too. Trade knowledge.
 */
// prettier-ignore
export const LABORATORY_WORDS = parseProductRows([
  'drying oven|laboratory oven,trockenschrank,etuve,stufa|O',
  'vacuum oven|vacuum drying oven,vakuumtrockenschrank,etuve a vide,stufa sottovuoto|O',
  'incubator|laboratory incubator,co2 incubator,cooled incubator,digital incubator,brutschrank,inkubator,incubateur,incubatore,broedstoof,incubadora|O',
  'hotplate stirrer|magnetic stirrer,magnetic hotplate stirrer,hot plate stirrer,heating magnetic stirrer,magnetruhrer,agitateur magnetique,agitatore magnetico,magneetroerder,agitador magnetico|O',
  'laboratory hotplate|hotplate,hot plate,heizplatte,plaque chauffante,piastra riscaldante|O',
  'laboratory shaker|orbital shaker,platform shaker,vortex mixer,schuttler,schuttelmaschine,agitateur orbital|O',
  'centrifuge|microcentrifuge,benchtop centrifuge,refrigerated centrifuge,zentrifuge,centrifugeuse,centrifugadora|O',
  'ultrasonic cleaner|ultrasonic bath,ultrasonic cleaning bath,sonicator,ultraschallreiniger,ultraschallbad,nettoyeur a ultrasons,bac a ultrasons,pulitrice ad ultrasuoni|O',
  'water bath|laboratory water bath,thermostatic bath,circulating bath,wasserbad,bain thermostate,bagno termostatico|O',
  'laboratory furnace|tube furnace,muffle furnace,chamber furnace,rohrofen,muffelofen,four a moufle,four tubulaire,forno a muffola|O',
  'fume cupboard|fume hood,laminar flow cabinet,laminar flow hood,biosafety cabinet,microbiological safety cabinet,abzug,hotte chimique,cappa chimica|O',
  'rotary evaporator|rotavap,rotationsverdampfer,evaporateur rotatif,evaporatore rotante|O',
  'steriliser|sterilizer,steam steriliser,sterilisator,sterilisateur,sterilizzatrice|O',
  'thermal cycler|pcr machine,pcr cycler,thermocycler|O',
  'freeze dryer|lyophiliser,lyophilizer,gefriertrockner,lyophilisateur,liofilizzatore|O',
  'oxygen concentrator|home oxygen concentrator,sauerstoffkonzentrator,concentrateur d oxygene,concentratore di ossigeno|O',
  'CPAP device|cpap,cpap machine,apap|O',
  'electrophoresis power supply|electrophoresis,gel electrophoresis,elektrophorese|I',
  'pH meter|ph-meter,ph/mv meter,ph-messgerat,phmetre,piaccametro|I',
  'pH electrode|ph probe,ph sensor,ph-elektrode,electrode ph,elettrodo ph|I',
  'spectrophotometer|photometer,colorimeter,uv-vis,spektralphotometer,spectrophotometre,spettrofotometro|I',
  'weighing scale|kitchen scale,digital scale,bench scale,load cell,electronic balance,precision balance,analytical balance,laboratory balance,platform scale,waage,balance electronique,bilancia|I',
  // A silo's or hopper's weighing controller reads its contents from load cells: an instrument, not a controller.
  'silo weighing system|silo weighing,silo content,hopper weighing,feed weighing,silowaage|I',
  'viscometer|viscosimeter,viskosimeter|I',
  'potentiostat|galvanostat,potentiostat/galvanostat,electrochemical workstation,potentiostat galvanostat|I',
  'vacuum gauge|pirani,pirani gauge,penning gauge,ion gauge,capacitance manometer,vacuum gauge controller,vakuummeter,jauge a vide,vacuometro|I',
]);
