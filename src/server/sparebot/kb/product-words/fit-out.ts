import { parseProductRows } from '../product-word-rows.ts';

/**
 * What installers fit and UK wholesalers and hire shops list that the other tables lacked:
 * consumer-unit and solar extras (CEF, Edmundson, Screwfix), bathroom and plumbing lines (City
 * Plumbing, Wolseley, Plumb Center), ventilation, locks and ironmongery (Toolstation, Ironmongery
 * Direct), site plant (HSS, Speedy), garage and workshop kit, test instruments, first aid and
 * security, and the household appliances that reach clearances with them; with the words of
 * German, French, Italian, Dutch and Spanish catalogues. A name of two words that names another
 * type on its own (`EURO CYLINDER` is no hot water cylinder, `WIRING HARNESS` no fall-arrest
 * harness, `PIPE FREEZER` no freezer) is a type here so that its whole name wins. The appliances
 * leave out the French and German words a board's circuit chart uses (`Lave-linge`, `Kochfeld`):
 * there they name a circuit, not the item. Trade knowledge.
 */
// prettier-ignore
export const FIT_OUT_WORDS = parseProductRows([
  // Consumer units, metering and solar extras.
  'arc fault detection device|afdd,arc fault detector,afdd rcbo,brandschutzschalter,detecteur d arc,dispositivo di rilevamento arco,vlamboogdetectie,detector de arco|E',
  'meter box|electric meter box,meter cabinet,meter cupboard,zahlerschrank,coffret compteur,armadio contatore,meterkast|E',
  'power optimiser|power optimizer,pv optimiser,solar optimiser,leistungsoptimierer,optimiseur de puissance,ottimizzatore|E',
  'solar diverter|pv diverter,immersion diverter,solar immersion controller,pv-uberschussregler,routeur solaire|E',
  'load bank|resistive load bank,generator load bank,lastwiderstand,banc de charge,banco di carico|E',
  'plug adaptor|travel adaptor,travel adapter,socket adaptor,multi plug adaptor,reisestecker,adaptateur de voyage,adattatore da viaggio|E',
  'thermal fuse|thermal cut-off,thermal cutout,temperatursicherung,fusible thermique,fusibile termico|E',
  // Ventilation.
  'positive input ventilation unit|piv unit,positive input ventilation,loft piv|H',
  'VAV terminal unit|vav box,variable air volume box,vav terminal,volumenstromregler|H',
  // Bathrooms and plumbing.
  'thermostatic mixing valve|tmv,tmv2,tmv3,blending valve,thermostatic mixer valve,thermostatisches mischventil,mitigeur thermostatique,miscelatore termostatico|P',
  'backflow preventer|double check valve,rpz valve,reduced pressure zone valve,systemtrenner,disconnecteur,disconnettore|P',
  'pressure reducing valve|pressure reducer,druckminderer,reducteur de pression,riduttore di pressione,drukverminderaar,reductor de presion|P',
  'pressure relief valve|temperature and pressure relief valve,t&p valve,expansion relief valve,sicherheitsventil,soupape de surete,valvola di sicurezza|P',
  'shower pump|twin impeller pump,shower booster pump,whole house booster pump|P',
  'macerator|macerator pump,sanitary pump,hebeanlage,broyeur sanitaire,trituratore,vermaler|P',
  'WC frame|sanitary frame,concealed cistern frame,wc installation frame,vorwandelement,bati-support,telaio wc|P',
  'shower tray|shower base,duschwanne,receveur de douche,piatto doccia,douchebak,plato de ducha|P',
  'toilet pan|wc pan,close coupled toilet,wall hung toilet,wc-becken,cuvette wc,vaso wc|P',
  'bathtub|steel bath,acrylic bath,badewanne,baignoire,vasca da bagno,banera|P',
  'urinal|waterless urinal,urinal bowl,urinoir,orinatoio|P',
  'outside tap|garden tap,bib tap,bibcock,outdoor tap,aussenwasserhahn,robinet exterieur|P',
  'waste disposer|waste disposal unit,food waste disposer,garbage disposal,mullschlucker,broyeur d evier|P',
  'water cooler|drinking water cooler,water dispenser,bottle filler,wasserspender,fontaine a eau,erogatore d acqua|P',
  // Lighting.
  'grow light|led grow light,plant grow light,grow lamp,pflanzenlampe,lampe horticole,lampada per piante|L',
  // A propagator's heat mat under seed trays, sold beside grow lights: no room heating ("Heat Mat" alone is also the
  // name of a UK maker of underfloor heating mats).
  'seedling heat mat|propagation heat mat,seedling mat,propagator mat,plant heat mat|O',
  'LED neon|neon flex,led neon flex,neon sign,neonschlauch|L',
  // Cables, sleeving and cords.
  'wiring harness|cable harness,wiring loom,cable loom,kabelbaum,faisceau de cables,cablaggio,kabelboom,mazo de cables|W',
  'cable sleeving|braided sleeving,spiral wrap,cable wrap,geflechtschlauch,gaine tressee,guaina intrecciata|W',
  'power cord|mains lead,iec lead,kettle lead,power lead,netzkabel,cordon d alimentation,cavo di alimentazione,netsnoer|W',
  // Ironmongery and fixings.
  'hose clip|hose clamp,jubilee clip,worm drive clip,schlauchschelle,collier de serrage,fascetta stringitubo,slangklem,abrazadera|F',
  'hinge|door hinge,butt hinge,scharnier,charniere,cerniera,bisagra|F',
  'door handle|lever handle,lever on rose,turdrucker,poignee de porte,maniglia,deurklink|F',
  'door lock|euro cylinder,mortice lock,sashlock,deadlock,cylinder lock,schliesszylinder,einsteckschloss,serrure,serratura,cilindro europeo|F',
  // Site plant and garage kit (hire shops).
  'trench rammer|rammer,jumping jack,vibratory rammer,stampfer,pilonneuse,pestello vibrante|T',
  'plate compactor|wacker plate,vibrating plate,compaction plate,ruttelplatte,plaque vibrante,piastra vibrante,trilplaat|T',
  'cement mixer|concrete mixer,betonmischer,betonniere,betoniera,betonmolen,hormigonera|T',
  'trencher|ground trencher,mini trencher,grabenfrase,trancheuse|T',
  'axle stand|jack stand,unterstellbock,chandelle|T',
  'trolley jack|floor jack,bottle jack,wagenheber,cric rouleur,cric idraulico|T',
  'tile cutter|tile saw,fliesenschneider,coupe-carreaux,tagliapiastrelle|T',
  'fume extractor|solder fume extractor,fume extraction unit,welding fume extractor,lotrauchabsaugung,absorbeur de fumees|T',
  'vinyl cutter|cutting plotter,vinyl plotter,schneideplotter,plotter de decoupe|T',
  'pipe freezer|pipe freezing kit,rohreinfriergerat|T',
  'chainsaw|chain saw,kettensage,tronconneuse,motosega,kettingzaag,motosierra|T',
  'lawn mower|lawnmower,robotic mower,ride-on mower,rasenmaher,tondeuse,tosaerba,grasmaaier,cortacesped|T',
  // Instruments.
  'CO2 monitor|co2 meter,co2 sensor monitor,air quality monitor,co2-messgerat,detecteur de co2,rilevatore co2|I',
  'Geiger counter|radiation detector,radiation meter,dosimeter,geigerzahler,compteur geiger,contatore geiger|I',
  'phase rotation meter|phase sequence indicator,phase rotation indicator,drehfeldmessgerat,indicateur d ordre de phases|I',
  'voltage detector|non contact voltage tester,voltage indicator,two pole voltage tester,spannungsprufer,detecteur de tension,rilevatore di tensione|I',
  'refractometer|brix meter,refraktometer,refractometre,rifrattometro|I',
  'conductivity meter|ec meter,tds meter,leitfahigkeitsmessgerat,conductimetre,conduttimetro|I',
  'gauss meter|magnetometer,teslameter,emf meter,gaussmeter|I',
  // First aid, access and security.
  'defibrillator|aed,automated external defibrillator,defibrillateur,defibrillatore|S',
  'safety shower|emergency shower,drench shower,notdusche,douche de securite,doccia di emergenza|S',
  'fall arrest block|self retracting lifeline,inertia reel,hohensicherungsgerat,antichute a rappel automatique|S',
  'key safe|key lock box,key box,schlusseltresor,boite a cles|S',
  // Appliances that reach clearances with the fit-out.
  'washing machine|washer dryer,lavatrice,wasmachine,lavadora|O',
  'dishwasher|integrated dishwasher,slimline dishwasher,geschirrspuler,lave-vaisselle domestique,vaatwasser,lavavajillas|O',
  'tumble dryer|condenser dryer,heat pump dryer,asciugatrice,wasdroger,secadora|O',
  'microwave oven|commercial microwave,combination microwave,mikrowellengerat,four a micro-ondes,forno a microonde|O',
  'kettle|electric kettle,wasserkocher,bouilloire,bollitore,waterkoker,hervidor|O',
  'hob|gas hob,induction hob,ceramic hob,piano cottura,kookplaat,placa de cocina|O',
  'vending machine|snack machine,drinks vending machine,verkaufsautomat,distributeur automatique,distributore automatico|O',
  'projector|video projector,beamer,projecteur,proiettore|O',
  'sewing machine|industrial sewing machine,nahmaschine,machine a coudre,macchina da cucire,naaimachine|O',
]);
