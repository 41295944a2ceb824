import { parseProductRows } from '../product-word-rows.ts';

/**
 * Workshop machinery, welding and cutting, compressed air, drying and heating on site, batteries
 * and small power electronics, and panel communications: as UK machinery dealers (Axminster,
 * Machine Mart, Warco), welding suppliers, hire shops and RS/Farnell list them, with the words
 * German, French, Italian, Dutch and Spanish nameplates use. Trade knowledge.
 */
// prettier-ignore
export const WORKSHOP_WORDS = parseProductRows([
  // Machine tools and woodworking machinery.
  'lathe|metal lathe,centre lathe,wood lathe,drehmaschine,drehbank,tour a metaux,tornio,draaibank,torno|T',
  'kiln|pottery kiln,glass kiln,ceramic kiln,brennofen,four ceramique,forno ceramica|T',
  'kiln controller|kiln sitter,kiln control,overglaze,bisque fire|C',
  'milling machine|turret mill,milling head,mini mill,bench mill,mill drill,milling drilling machine,fraesmaschine,frasmaschine,fraiseuse,fresatrice,freesmachine,fresadora|T',
  'pillar drill|bench drill,drill press,pedestal drill,tischbohrmaschine,saulenbohrmaschine,standbohrmaschine,arbeitsspindel,perceuse a colonne,trapano a colonna,kolomboor,taladro de columna|T',
  'bandsaw|band saw,bandsage,scie a ruban,sega a nastro,lintzaag,sierra de cinta|T',
  'bench grinder|double ended grinder,schleifbock,doppelschleifer,touret a meuler,mola da banco,slijpmachine|T',
  'belt sander|disc sander,bandschleifer,ponceuse a bande,levigatrice a nastro|T',
  'table saw|saw bench,tischkreissage,scie sur table,sega circolare da banco|T',
  'mitre saw|chop saw,compound mitre saw,kappsage,scie a onglet,troncatrice|T',
  'planer thicknesser|planer,thicknesser,abricht- und dickenhobel,dickenhobel,degauchisseuse,raboteuse,pialla|T',
  'spindle moulder|tischfrase,toupie,toupie bois|T',
  'CNC router|cnc machine,cnc mill,cnc fraese,fraiseuse cnc|T',
  'router spindle|spindle motor,cnc spindle,dc spindle,air cooled spindle,water cooled spindle,frasspindel,electrobroche|M',
  'drill chuck|keyless chuck,bohrfutter,mandrin,mandrino|T',
  'machine vice|drill vice,bench vice,maschinenschraubstock,schraubstock,etau,morsa|T',
  'dust extractor|chip extractor,absauganlage,spanabsaugung,aspirateur a copeaux|T',
  'metal cutting saw|cold saw,metallkreissage,scie a froid,troncatrice per metalli|T',
  'pipe threading machine|threading machine,gewindeschneidmaschine,filiere electrique|T',
  // Welding and cutting.
  'TIG welder|tig welding,wig schweissgerat,poste tig,saldatrice tig|T|welder',
  'MIG welder|mig welding,mig/mag,schutzgasschweissgerat,poste mig,saldatrice a filo|T|welder',
  'MMA welder|stick welder,arc welder,elektrodenschweissgerat,poste a l arc,saldatrice ad elettrodo|T|welder',
  'plasma cutter|plasma cutting,plasmaschneider,decoupeur plasma,taglio plasma,plasmasnijder|T',
  'welding torch|mig torch,tig torch,schweissbrenner,torche de soudage,torcia per saldatura|T',
  'welding cable|welding lead,schweisskabel,cable de soudage,cavo per saldatura,laskabel|W',
  'electrode holder|elektrodenhalter,porte-electrode,pinza portaelettrodo|T',
  'wire feeder|wire feed unit,drahtvorschub,devidoir,trainafilo|T',
  'welding helmet|auto darkening helmet,schweisshelm,masque de soudeur,maschera per saldatura|S',
  'welding regulator|argon regulator,co2 regulator,flowmeter regulator,argon flowmeter,ar/co2,argon/co2|T',
  'gas cylinder|gasflasche,bouteille de gaz,bombola|T',
  'remote foot pedal|foot control,fusspedal,pedale de commande|T',
  // Compressed air.
  'air compressor|compressor air,kompressor,compresseur d air,compressore d aria,luchtcompressor,compresor de aire|M',
  'air receiver|receiver tank,druckluftbehalter,reservoir d air,serbatoio aria|M',
  'air dryer|refrigerated dryer,kaltetrockner,druckluft-trockner,secheur d air,essiccatore|M',
  'hose reel|air hose reel,schlauchaufroller,enrouleur,avvolgitubo|T',
  'air tool|pneumatic tool,impact wrench air,druckluftwerkzeug,outil pneumatique|T',
  // Drying, heating and climate on site.
  'space heater|site heater,diesel heater,tank top heater,heizkanone,heizgeblase,canon a chaleur,generatore d aria calda|H',
  'injection moulding machine|injection molding machine,spritzgiessmaschine,presse a injecter,pressa a iniezione|T',
  'parts washer|parts cleaner,teilewaschgerat,fontaine de degraissage|T',
  'infrared heater|patio heater,infrarotheizung,radiateur infrarouge,riscaldatore a infrarossi|H',
  'air mover|carpet dryer,ventilator floor dryer,bodentrockner|H',
  'evaporative cooler|air cooler,luftkuhler,rafraichisseur d air,raffrescatore|H',
  'air purifier|air scrubber,luftreiniger,purificateur d air,purificatore d aria|H',
  'humidifier|luftbefeuchter,humidificateur,umidificatore,luchtbevochtiger|H',
  'oven|cooker,backofen,forno|O',
  'refrigerator|fridge,12v fridge,kuhlbox,kuhlschrank,refrigerateur,frigorifero,koelkast,nevera|O',
  // Batteries and small power electronics.
  '3D printer|3d printer,fdm printer,resin printer,filament printer,3d-drucker,imprimante 3d|T',
  'rechargeable battery|battery pack,li-ion battery,lithium-ion battery,lithium ion battery,nimh battery,nicd battery,akkupack,accu pack,lipo battery,lipo,li-po battery,lithium polymer,18650,21700,26650,14500|E',
  // A coin or button cell by its IEC code alone ("CR2032" over "3V"): nothing else prints one.
  'coin cell battery|coin cell,button cell,lithium coin cell,cr2032,cr2025,cr2016,cr1220,cr1616,cr1620,cr1632,cr2430,cr2450,cr2477,lr44,lr41,lr1130,sr44,sr626sw,ag13|E',
  'battery management system|bms board,battery protection board,batteriemanagementsystem|E',
  'LiFePO4 battery|lifepo4,lifep04,lfp battery,lithium iron phosphate,iron phosphate,lithium battery,leisure battery|E',
  'lead acid battery|sla battery,vrla battery,valve regulated,agm battery,agm,deep cycle battery,deep cycle,sealed lead acid,non-spillable,constant voltage charge,cycle use,standby use,bleiakku,batterie plomb,bateria de plomo,baterias de plomo,plomo acido,gel battery,batteria al piombo,loodaccu|E',
  'battery charger|charger,smart charger,li-ion charger,lithium charger,lithium battery charger,lipo charger,ladegerat,chargeur de batterie,caricabatterie,acculader|E',
  'solar charge controller|charge controller,mppt charge controller,pwm charge controller,mppt controller,pwm controller,laderegler,regulateur de charge|E',
  'DC-DC converter|dc dc converter,step down converter,buck converter,gleichspannungswandler,convertisseur dc|E',
  'AC-DC converter|ac dc converter,ac/dc converter,acdc converter,ac-dc module,ac dc module|E|power-supply',
  'inverter charger|off grid inverter,wechselrichter ladegerat,onduleur chargeur|E',
  'power inverter|inverter,12v inverter,pure sine inverter,pure sine wave inverter,pure sine wave,modified sine wave,sine wave inverter,spannungswandler,convertisseur 12v|E',
  'RC snubber|snubber,rc network,rc-glied,entstorglied,circuit rc|E|capacitor',
  'EMI filter|mains filter,line filter,netzfilter,filtre secteur,filtro di rete|E',
  // A current transformer is metering gear: UK wholesalers file CTs with meters (Instrumentation).
  'current transformer|ct clamp,split core ct,stromwandler,transformateur de courant,trasformatore di corrente,trasformatore amperometrico,stroomtransformator|I',
  // Panel communications and smart devices.
  'network management card|snmp card,network card,netzwerkkarte,carte reseau|E',
  'wifi module|wifi stick,wifi dongle,wlan stick,wlan-modul,module wifi,wireless lan module,wlan module|C',
  'smart switch|wifi switch,wifi relay,wi-fi switch,wi-fi relay,zigbee switch,zigbee relay,smart relay,smart plug,wlan schalter,curtain switch,shutter switch|C',
  'smart meter|smart electricity meter,comms hub,in home display,ihd|E|energy-meter',
  'gateway|iot gateway,modbus gateway,protocol converter,passerelle|C',
  'hour meter|hour counter,hours counter,elapsed time meter,elapsed time,elapsed hours,totaliser,betriebsstundenzahler,compteur horaire,contaore|I',
  'panel meter|digital panel meter,einbaumessgerat,indicateur de tableau,strumento da pannello|I',
  'laser engraver|laser cutter,laser engraving machine,laser cutting machine,co2 laser,laser marking,laser engraving,lasergravierer,laserschneider,graveur laser,incisore laser|T',
  'soldering station|soldering iron,solder station,smd rework,rework station,hot air station,hot air rework station,desoldering station,lotstation,lotkolben,station de soudage,fer a souder,stazione saldante|T',
  'welding wire|mig wire,mild steel mig wire,flux cored wire,welding rods,schweissdraht,fil de soudure,filo per saldatura|T',
  'saw blade|sawblade,sawblades,saw blades,circular saw blade,sageblatt,lame de scie,lama per sega|T',
  'stud finder|wall scanner,stud detector,stud sensor,ortungsgerat|T',
  'collet|er collet,collet nut,clamping nut,collet chuck,spannzange,pince de serrage,pinza|T',
  'compressor electronic unit|compressor controller,compressor control unit,elektronikeinheit|H',
]);
