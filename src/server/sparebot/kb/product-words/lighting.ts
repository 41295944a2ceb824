import { parseProductRows } from '../product-word-rows.ts';

/**
 * Lighting, as UK lighting wholesalers and electrical factors (CEF, Rexel, Edmundson, TLC, Screwfix)
 * list it, with continental label words. Trade knowledge.
 */
// prettier-ignore
export const LIGHTING_WORDS = parseProductRows([
  'LED panel|ceiling panel,600x600 panel,panel 600x600,panel 1200x600,panel 1200x300,panel 595x595,led-panel,dalle led,pannello led|L|luminaire',
  'downlight|fire rated downlight,recessed downlight,einbaustrahler,einbauleuchte,spot encastre,faretto,inbouwspot|L|luminaire',
  'floodlight|led floodlight,flutlicht,strahler,projecteur,proiettore,schijnwerper,proyector|L|luminaire',
  'high bay|highbay,ufo high bay,hallenstrahler,cloche industrielle,campana industriale|L|luminaire',
  'batten|led batten,twin batten,non-corrosive batten,feuchtraumleuchte,reglette,plafoniera stagna|L|luminaire',
  'bulkhead|bulkhead light,wall bulkhead,hublot,tartaruga|L|luminaire',
  'emergency bulkhead|emergency luminaire,notleuchte,bloc autonome,lampada di emergenza,noodverlichting|L|emergency-light',
  'exit sign|fire exit sign,rettungszeichenleuchte,panneau sortie,segnaletica di uscita|L|emergency-light',
  'emergency conversion kit|emergency pack,emergency module,notlichtmodul|L|emergency-light',
  'street light|street lantern,strassenleuchte,lanterne,armatura stradale|L|luminaire',
  'wall light|wall lantern,wandleuchte,applique,lampada da parete,wandlamp|L|luminaire',
  'ceiling light|ceiling fitting,deckenleuchte,plafonnier,plafoniera,plafondlamp|L|luminaire',
  'pendant|pendant light,pendelleuchte,suspension,lampada a sospensione,hanglamp|L|luminaire',
  'track light|track spotlight,stromschiene,rail lumineux,binario|L|luminaire',
  'linear light|linear luminaire,continuous line,lichtband,luminaire lineaire|L|luminaire',
  'troffer|recessed modular|L|luminaire',
  'LED strip|tape light,led tape,led-streifen,ruban led,striscia led,rgbw,rgbww,rgbcw,rgbcct|L',
  'festoon lights|fairy lights,string lights,led string lights,lichterkette,led-lichterkette,guirlande lumineuse,luci a stringa,lichtsnoer|L',
  'LED controller|led smart controller,smart led controller,rgb controller,rgbw controller,led strip controller,led-controller,controleur led,controller led,led wifi controller,wifi led controller,led wi-fi controller,pixel controller,led pixel controller,addressable led,addressable leds|L',
  'LED driver|constant current driver,led-treiber,driver led,alimentatore led,led power supply,led netzteil,alimentation led,led voeding|L|led-driver',
  'ballast|electronic ballast,vorschaltgerat,ballast electronique,reattore|L|led-driver',
  'control gear|betriebsgerat|L|led-driver',
  'lamp|light bulb,bulb,leuchtmittel,gluhbirne,ampoule,lampadina,lamp,bombilla|L|lamp',
  // Stage and projector lamps go by their ANSI codes alone (EHG 750 W, FLK, HPL).
  'stage lamp|halogen capsule,ehg,ehd,flk,glc,hpl,btl,fel,ehj,dys,enx,evd,eke,dyr|L|lamp',
  'LED tube|t8 led,led-rohre,tube led,tubo led|L|lamp',
  'fluorescent tube|t5 tube,t8 tube,leuchtstoffrohre,tube fluorescent,tubo fluorescente,tl-buis|L|lamp',
  'GU10 lamp|gu10 bulb|L|lamp',
  'halogen lamp|halogen,linear halogen,halogen bulb,halogenlampe,lampe halogene,lampada alogena|L|lamp',
  'PIR floodlight|security light,sensor light|L|luminaire',
  'garden light|spike light,bollard,pollerleuchte,borne lumineuse,paletto|L|luminaire',
  'uplighter|ground light,bodeneinbauleuchte,encastre de sol,incasso a pavimento|L|luminaire',
  'stage light|stage spotlight,ellipsoidal,profile spot,fresnel spotlight,par can,moving head,follow spot,strobe,strobe light,stroboscope,stroboskop,buhnenscheinwerfer,projecteur de scene,proiettore teatrale,faro teatrale|L',
  'dimmer pack|dmx dimmer,dimmer rack|L',
  // A stage lighting desk: its DMX name, or its faders with scenes and chases (face-words.ts reads those).
  'DMX controller|dmx console,dmx desk,lighting desk,lighting console,dmx-512 controller,dmx512 controller,lichtsteuerpult,console lumiere|L',
  'lighting control module|dali controller,lichtsteuerung,gestion d eclairage|L',
  'lampholder|bulb holder,fassung,douille,portalampada|L',
  'ceiling rose|deckenrosette|E',
  'task light|desk lamp,schreibtischleuchte,lampe de bureau|L|luminaire',
  'work lamp|inspection lamp,handleuchte,baladeuse|T',
  'torch|flashlight,taschenlampe,lampe torche,torcia|T',
  'UV lamp|germicidal lamp,uvc lamp|L|lamp',
  'photocell switch|dusk sensor|L',
]);
