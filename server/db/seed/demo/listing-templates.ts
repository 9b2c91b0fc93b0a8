/**
 * Listing texts per property type, and the facts they state. Placeholders: {city} and
 * {district}, and the listing's own areas {living_area}, {land_area} (m²) and {land_hectares},
 * are replaced by the generator in the matching locale; the bedrooms are written in words, so a
 * listing made from a template has exactly the template's bedrooms
 * (tests/server/demo-descriptions.test.ts reads every demo listing back and checks both).
 * Every name, person, company and URL in the demo material is fictional (URLs use the reserved
 * example.dz domain); towns, districts and coordinates are real.
 */

import type { DemoListingTemplate } from './types.ts';

export const DEMO_LISTING_TEMPLATES: readonly DemoListingTemplate[] = [
  // ---- villa ----
  {
    typeKey: 'villa',
    forRent: false,
    facts: { living_area: 320, land_area: 300, bedrooms: 5 },
    name: {
      fr: 'Villa R+2 avec jardin à {city}',
      en: 'R+2 villa with garden in {city}',
      ar: 'فيلا R+2 مع حديقة في {city}',
    },
    description: {
      fr: "Belle villa R+2 bâtie sur un terrain de {land_area} m² dans le quartier {district} à {city}, avec une surface habitable d'environ {living_area} m². Le rez-de-chaussée comprend un grand salon, une cuisine équipée et un garage pour deux voitures ; les étages abritent cinq chambres, dont une suite parentale, et deux salles de bain. Jardin arboré, terrasse accessible et exposition sud-est. Quartier résidentiel calme, proche des écoles et des commerces. Acte notarié, livret foncier, permis de construire et certificat de conformité disponibles.",
      en: 'Beautiful R+2 villa built on a {land_area} m² plot in the {district} area of {city}, with about {living_area} m² of living space. The ground floor has a large living room, a fitted kitchen and a double garage; the upper floors hold five bedrooms, including a master suite, and two bathrooms. Landscaped garden, accessible roof terrace and south-east orientation. Quiet residential neighbourhood close to schools and shops. Notarial deed, land register booklet, building permit and certificate of compliance available.',
      ar: 'فيلا جميلة R+2 مشيدة على قطعة أرض مساحتها {land_area} م² بحي {district} في {city}، بمساحة سكنية تقارب {living_area} م². يضم الطابق الأرضي صالونا واسعا ومطبخا مجهزا ومرآبا يتسع لسيارتين، أما الطابقان العلويان فيضمان خمس غرف نوم منها جناح رئيسي وحمامين. حديقة مشجرة وسطح قابل للاستغلال وواجهة جنوبية شرقية. حي سكني هادئ قريب من المدارس والمحلات. عقد موثق ودفتر عقاري ورخصة بناء وشهادة مطابقة متوفرة.',
    },
  },
  {
    typeKey: 'villa',
    forRent: false,
    facts: { living_area: 450, land_area: 600, bedrooms: 6 },
    name: {
      fr: 'Villa moderne avec piscine à {city}',
      en: 'Modern villa with swimming pool in {city}',
      ar: 'فيلا عصرية مع مسبح في {city}',
    },
    description: {
      fr: "Villa contemporaine de {living_area} m² habitables sur un terrain de {land_area} m² à {city}, quartier {district}. Elle dispose d'un double séjour ouvert sur la piscine, d'une cuisine américaine entièrement équipée, de six chambres et de quatre salles d'eau. Chauffage central, climatisation dans toutes les pièces, vidéosurveillance et porte blindée. Finitions haut de gamme et vue dégagée. Papiers en règle : acte notarié, livret foncier et certificat de conformité.",
      en: 'Contemporary villa with {living_area} m² of living space on a {land_area} m² plot in {city}, {district} district. It offers a double living room opening onto the swimming pool, a fully equipped open-plan kitchen, six bedrooms and four shower rooms. Central heating, air conditioning in every room, video surveillance and an armoured door. High-end finishes and an open view. Paperwork in order: notarial deed, land register booklet and certificate of compliance.',
      ar: 'فيلا عصرية بمساحة سكنية {living_area} م² على قطعة أرض مساحتها {land_area} م² في {city}، حي {district}. تتوفر على صالون مزدوج مطل على المسبح، ومطبخ أمريكي مجهز بالكامل، وست غرف نوم، وأربع قاعات استحمام. تدفئة مركزية وتكييف في جميع الغرف ومراقبة بالفيديو وباب مصفح. تشطيبات راقية وإطلالة مفتوحة. الوثائق كاملة: عقد موثق ودفتر عقاري وشهادة مطابقة.',
    },
  },
  {
    typeKey: 'villa',
    forRent: true,
    facts: { living_area: 250, land_area: 500, bedrooms: 4 },
    name: {
      fr: 'Villa meublée à louer à {city}',
      en: 'Furnished villa for rent in {city}',
      ar: 'فيلا مفروشة للإيجار في {city}',
    },
    description: {
      fr: "Villa meublée à louer à {city}, dans le quartier résidentiel {district}. Elle comprend un salon, une salle à manger, quatre chambres, deux salles de bain et une cuisine équipée, sur environ {living_area} m² habitables et un terrain de {land_area} m². Jardin entretenu, garage et gardiennage. Idéale pour une famille ou pour loger les cadres d'une entreprise. Location à l'année, six mois payables d'avance.",
      en: 'Furnished villa for rent in {city}, in the residential area of {district}. It comprises a living room, a dining room, four bedrooms, two bathrooms and a fitted kitchen, on about {living_area} m² of living space and a {land_area} m² plot. Well-kept garden, garage and security guard. Ideal for a family or as company housing for executives. Yearly lease, six months payable in advance.',
      ar: 'فيلا مفروشة للإيجار في {city}، بالحي السكني {district}. تضم صالونا وغرفة طعام وأربع غرف نوم وحمامين ومطبخا مجهزا، على مساحة سكنية تقارب {living_area} م² وقطعة أرض مساحتها {land_area} م². حديقة معتنى بها ومرآب وحراسة. مثالية لعائلة أو لإسكان إطارات الشركات. إيجار سنوي مع دفع ستة أشهر مسبقا.',
    },
  },
  // ---- apartment ----
  {
    typeKey: 'apartment',
    forRent: false,
    facts: { living_area: 58, land_area: null, bedrooms: 1 },
    name: {
      fr: 'Appartement F2 à vendre à {city}',
      en: 'F2 apartment for sale in {city}',
      ar: 'شقة F2 للبيع في {city}',
    },
    description: {
      fr: "Appartement F2 de {living_area} m² situé au 3e étage d'un immeuble avec ascenseur à {city}, quartier {district}. Il se compose d'un séjour lumineux, d'une chambre, d'une cuisine et d'une salle de bain, avec un balcon orienté sud. Proche des transports en commun, des écoles et du marché. Acte notarié et livret foncier. Idéal pour un premier achat ou un investissement locatif.",
      en: '{living_area} m² two-room (F2) apartment on the 3rd floor of a building with a lift in {city}, {district} district. It consists of a bright living room, one bedroom, a kitchen and a bathroom, with a south-facing balcony. Close to public transport, schools and the market. Notarial deed and land register booklet. Ideal as a first home or a rental investment.',
      ar: 'شقة F2 بمساحة {living_area} م² في الطابق الثالث من عمارة مزودة بمصعد في {city}، حي {district}. تتكون من قاعة جلوس مضيئة وغرفة نوم ومطبخ وحمام، مع شرفة موجهة نحو الجنوب. قريبة من وسائل النقل العمومي والمدارس والسوق. عقد موثق ودفتر عقاري. مثالية كأول مسكن أو كاستثمار للإيجار.',
    },
  },
  {
    typeKey: 'apartment',
    forRent: false,
    facts: { living_area: 85, land_area: null, bedrooms: 2 },
    name: {
      fr: 'Appartement F3 en résidence fermée à {city}',
      en: 'F3 apartment in a gated residence in {city}',
      ar: 'شقة F3 في إقامة مغلقة في {city}',
    },
    description: {
      fr: 'Appartement F3 de {living_area} m² dans une résidence fermée et sécurisée à {city}, quartier {district}. Il offre un double séjour, deux chambres, une cuisine équipée, une salle de bain et des toilettes séparées. Double exposition, chauffage au gaz de ville et place de parking en sous-sol. Résidence gardiennée avec espaces verts et aire de jeux. Acte notarié et livret foncier, éligible au crédit bancaire.',
      en: '{living_area} m² three-room (F3) apartment in a gated, secure residence in {city}, {district} district. It offers a double living room, two bedrooms, a fitted kitchen, a bathroom and a separate toilet. Dual aspect, mains-gas heating and an underground parking space. Guarded residence with green spaces and a playground. Notarial deed and land register booklet, eligible for a bank loan.',
      ar: 'شقة F3 بمساحة {living_area} م² في إقامة مغلقة ومؤمنة في {city}، حي {district}. تضم صالونا مزدوجا وغرفتي نوم ومطبخا مجهزا وحماما ومرحاضا منفصلا. واجهتان وتدفئة بغاز المدينة وموقف سيارات في الطابق السفلي. إقامة محروسة بها مساحات خضراء وفضاء لعب للأطفال. عقد موثق ودفتر عقاري، مؤهلة للقرض البنكي.',
    },
  },
  {
    typeKey: 'apartment',
    forRent: false,
    facts: { living_area: 110, land_area: null, bedrooms: 3 },
    name: {
      fr: 'Appartement F4 avec vue dégagée à {city}',
      en: 'F4 apartment with open view in {city}',
      ar: 'شقة F4 بإطلالة مفتوحة في {city}',
    },
    description: {
      fr: 'Appartement F4 de {living_area} m² au 5e étage avec vue dégagée, à {city} dans le quartier {district}. Il comprend un grand séjour, trois chambres, une cuisine équipée avec cellier, une salle de bain et deux balcons. Immeuble récent avec ascenseur, interphone et porte blindée. Commerces, pharmacie et mosquée à proximité immédiate. Papiers en règle, appartement libre de toute occupation.',
      en: '{living_area} m² four-room (F4) apartment on the 5th floor with an open view, in {city}, {district} district. It comprises a large living room, three bedrooms, a fitted kitchen with a pantry, a bathroom and two balconies. Recent building with a lift, intercom and armoured door. Shops, a pharmacy and a mosque close by. Paperwork in order, sold with vacant possession.',
      ar: 'شقة F4 بمساحة {living_area} م² في الطابق الخامس بإطلالة مفتوحة، في {city} بحي {district}. تضم صالونا كبيرا وثلاث غرف نوم ومطبخا مجهزا مع مخزن وحماما وشرفتين. عمارة حديثة مزودة بمصعد وجهاز اتصال داخلي وباب مصفح. المحلات والصيدلية والمسجد على مقربة مباشرة. الوثائق كاملة، والشقة شاغرة وجاهزة للتسليم.',
    },
  },
  {
    typeKey: 'apartment',
    forRent: false,
    facts: { living_area: 150, land_area: null, bedrooms: 4 },
    name: {
      fr: 'Appartement F5 de standing à {city}',
      en: 'Upscale F5 apartment in {city}',
      ar: 'شقة F5 راقية في {city}',
    },
    description: {
      fr: 'Appartement F5 de standing de {living_area} m² à {city}, dans le quartier prisé de {district}. Vaste séjour avec cheminée, quatre chambres dont une suite avec dressing, cuisine moderne entièrement équipée, deux salles de bain et une grande terrasse. Chauffage central, climatisation, ascenseur et deux places de parking. Résidence calme et sécurisée, proche des écoles et des grands axes. Acte notarié, livret foncier et règlement de copropriété.',
      en: 'Upscale {living_area} m² five-room (F5) apartment in {city}, in the sought-after {district} area. Spacious living room with a fireplace, four bedrooms including a suite with a walk-in wardrobe, a modern fully equipped kitchen, two bathrooms and a large terrace. Central heating, air conditioning, lift and two parking spaces. Quiet and secure residence, close to schools and main roads. Notarial deed, land register booklet and co-ownership regulations.',
      ar: 'شقة F5 راقية بمساحة {living_area} م² في {city}، بحي {district} المطلوب. صالون واسع بمدفأة، وأربع غرف نوم منها جناح بغرفة ملابس، ومطبخ عصري مجهز بالكامل، وحمامان، وشرفة واسعة. تدفئة مركزية وتكييف ومصعد وموقفان للسيارات. إقامة هادئة ومؤمنة قريبة من المدارس والطرق الرئيسية. عقد موثق ودفتر عقاري ونظام الملكية المشتركة.',
    },
  },
  {
    typeKey: 'apartment',
    forRent: true,
    facts: { living_area: 80, land_area: null, bedrooms: 2 },
    name: {
      fr: 'Appartement F3 meublé à louer à {city}',
      en: 'Furnished F3 apartment for rent in {city}',
      ar: 'شقة F3 مفروشة للإيجار في {city}',
    },
    description: {
      fr: "Appartement F3 meublé de {living_area} m² à louer à {city}, quartier {district}, au 2e étage d'une résidence calme. Il comprend un séjour, deux chambres, une cuisine équipée (réfrigérateur, cuisinière, machine à laver) et une salle de bain. Climatisation, chauffage et internet par fibre optique. Proche des transports en commun, des commerces et des écoles. Location de courte ou de longue durée.",
      en: 'Furnished {living_area} m² three-room (F3) apartment for rent in {city}, {district} district, on the 2nd floor of a quiet residence. It comprises a living room, two bedrooms, a fitted kitchen (fridge, cooker, washing machine) and a bathroom. Air conditioning, heating and fibre-optic internet. Close to public transport, shops and schools. Short or long-term rental.',
      ar: 'شقة F3 مفروشة بمساحة {living_area} م² للإيجار في {city}، حي {district}، في الطابق الثاني من إقامة هادئة. تضم قاعة جلوس وغرفتي نوم ومطبخا مجهزا (ثلاجة وطباخة وغسالة) وحماما. تكييف وتدفئة وإنترنت بالألياف البصرية. قريبة من وسائل النقل العمومي والمحلات والمدارس. إيجار لمدة قصيرة أو طويلة.',
    },
  },
  {
    typeKey: 'apartment',
    forRent: true,
    facts: { living_area: 100, land_area: null, bedrooms: 3 },
    name: {
      fr: 'Appartement F4 à louer à {city}',
      en: 'F4 apartment for rent in {city}',
      ar: 'شقة F4 للإيجار في {city}',
    },
    description: {
      fr: "Appartement F4 non meublé de {living_area} m² à louer à {city}, quartier {district}. Trois chambres, un séjour, une cuisine, une salle de bain et deux balcons, au 1er étage d'un petit immeuble. Eau H24 grâce à une citerne, gaz de ville et place de parking. Idéal pour une famille, à proximité des écoles et du marché. Contrat de location établi chez le notaire, six mois d'avance.",
      en: 'Unfurnished {living_area} m² four-room (F4) apartment for rent in {city}, {district} district. Three bedrooms, a living room, a kitchen, a bathroom and two balconies, on the 1st floor of a small building. Water 24/7 thanks to a storage tank, mains gas and a parking space. Ideal for a family, close to schools and the market. Lease drawn up by a notary, six months in advance.',
      ar: 'شقة F4 غير مفروشة بمساحة {living_area} م² للإيجار في {city}، حي {district}. ثلاث غرف نوم وقاعة جلوس ومطبخ وحمام وشرفتان، في الطابق الأول من عمارة صغيرة. ماء على مدار الساعة بفضل خزان، وغاز المدينة وموقف للسيارة. مثالية لعائلة، بالقرب من المدارس والسوق. عقد إيجار لدى الموثق مع دفع ستة أشهر مسبقا.',
    },
  },
  // ---- house ----
  {
    typeKey: 'house',
    forRent: false,
    facts: { living_area: 180, land_area: 200, bedrooms: 4 },
    name: {
      fr: 'Maison individuelle R+1 à {city}',
      en: 'R+1 detached house in {city}',
      ar: 'منزل فردي R+1 في {city}',
    },
    description: {
      fr: "Maison individuelle R+1 de {living_area} m² sur un terrain de {land_area} m² à {city}, quartier {district}. Elle compte quatre chambres : une au rez-de-chaussée, avec le salon et la cuisine, et trois à l'étage, avec une salle de bain et une terrasse accessible. Cour intérieure, garage et possibilité d'extension. Quartier animé, proche de toutes les commodités. Acte notarié et livret foncier.",
      en: '{living_area} m² R+1 detached house on a {land_area} m² plot in {city}, {district} district. It has four bedrooms: one on the ground floor, with the living room and the kitchen, and three upstairs, with a bathroom and an accessible roof terrace. Inner courtyard, garage and room for extension. Lively neighbourhood close to all amenities. Notarial deed and land register booklet.',
      ar: 'منزل فردي R+1 بمساحة {living_area} م² على قطعة أرض مساحتها {land_area} م² في {city}، حي {district}. يضم أربع غرف نوم: واحدة في الطابق الأرضي مع الصالون والمطبخ، وثلاث في الطابق الأول مع حمام وسطح قابل للاستغلال. فناء داخلي ومرآب وإمكانية التوسعة. حي حيوي قريب من جميع المرافق. عقد موثق ودفتر عقاري.',
    },
  },
  {
    typeKey: 'house',
    forRent: true,
    facts: { living_area: 120, land_area: 200, bedrooms: 3 },
    name: {
      fr: 'Maison avec cour à louer à {city}',
      en: 'House with courtyard for rent in {city}',
      ar: 'منزل بفناء للإيجار في {city}',
    },
    description: {
      fr: 'Maison de plain-pied avec cour à louer à {city}, dans le quartier {district}. Elle comprend trois chambres, un salon, une cuisine et une salle de bain, sur environ {living_area} m², avec une parcelle de {land_area} m². Cour de 60 m², eau courante et gaz de ville, quartier calme. Convient à une famille. Loyer payable par trimestre.',
      en: 'Single-storey house with a courtyard for rent in {city}, in the {district} area. It comprises three bedrooms, a living room, a kitchen and a bathroom, on about {living_area} m², on a {land_area} m² plot. 60 m² courtyard, running water and mains gas, quiet area. Suitable for a family. Rent payable quarterly.',
      ar: 'منزل من طابق واحد مع فناء للإيجار في {city}، بحي {district}. يضم ثلاث غرف نوم وصالونا ومطبخا وحماما، على مساحة تقارب {living_area} م² وقطعة أرض مساحتها {land_area} م². فناء بمساحة 60 م²، وماء جار وغاز المدينة، في حي هادئ. مناسب لعائلة. يدفع الإيجار كل ثلاثة أشهر.',
    },
  },
  // ---- land ----
  {
    typeKey: 'land',
    forRent: false,
    facts: { living_area: null, land_area: 400, bedrooms: null },
    name: {
      fr: 'Terrain constructible de {land_area} m² à {city}',
      en: '{land_area} m² building plot in {city}',
      ar: 'قطعة أرض صالحة للبناء {land_area} م² في {city}',
    },
    description: {
      fr: "Terrain constructible de {land_area} m² à {city}, quartier {district}, situé dans un lotissement viabilisé (eau, électricité, gaz et assainissement). Façade de 16 mètres sur une route goudronnée, terrain plat. Le certificat d'urbanisme autorise une construction en R+2. Acte notarié, livret foncier et permis de lotir disponibles.",
      en: '{land_area} m² building plot in {city}, {district} district, located in a serviced subdivision (water, electricity, gas and sewerage). 16-metre frontage on a paved road, flat land. The urban planning certificate allows an R+2 building. Notarial deed, land register booklet and subdivision permit available.',
      ar: 'قطعة أرض صالحة للبناء مساحتها {land_area} م² في {city}، حي {district}، ضمن تجزئة مهيأة (ماء وكهرباء وغاز وصرف صحي). واجهة بطول 16 مترا على طريق معبد، وأرض مستوية. تسمح شهادة التعمير ببناء R+2. عقد موثق ودفتر عقاري ورخصة تجزئة متوفرة.',
    },
  },
  {
    typeKey: 'land',
    forRent: false,
    facts: { living_area: null, land_area: 250, bedrooms: null },
    name: {
      fr: "Terrain d'angle avec livret foncier à {city}",
      en: 'Corner plot with land register booklet in {city}',
      ar: 'قطعة أرض زاوية بدفتر عقاري في {city}',
    },
    description: {
      fr: "Terrain d'angle de {land_area} m² avec deux façades à {city}, dans le quartier {district}. Emplacement idéal pour une maison avec local commercial au rez-de-chaussée. Toutes les commodités sont à proximité : école, mosquée et transports. Livret foncier et plan cadastral disponibles, aucune servitude.",
      en: '{land_area} m² corner plot with two frontages in {city}, in the {district} area. An ideal location for a house with a shop on the ground floor. All amenities are nearby: school, mosque and transport. Land register booklet and cadastral plan available, no easements.',
      ar: 'قطعة أرض زاوية مساحتها {land_area} م² بواجهتين في {city}، بحي {district}. موقع مثالي لبناء منزل مع محل تجاري في الطابق الأرضي. جميع المرافق قريبة: مدرسة ومسجد ووسائل نقل. الدفتر العقاري ومخطط مسح الأراضي متوفران، ولا توجد أي ارتفاقات.',
    },
  },
  // ---- commercial ----
  {
    typeKey: 'commercial',
    forRent: false,
    facts: { living_area: 90, land_area: null, bedrooms: null },
    name: {
      fr: 'Local commercial sur axe principal à {city}',
      en: 'Commercial premises on a main road in {city}',
      ar: 'محل تجاري على محور رئيسي في {city}',
    },
    description: {
      fr: "Local commercial de {living_area} m² situé sur un axe principal très passant à {city}, quartier {district}. Vitrine de 8 mètres, hauteur sous plafond de 4 mètres et mezzanine de 30 m². Convient à tout type d'activité : boutique, agence, pharmacie ou restauration. Acte notarié et livret foncier, inscription au registre du commerce possible immédiatement.",
      en: '{living_area} m² commercial premises on a busy main road in {city}, {district} district. 8-metre shop front, 4-metre ceiling height and a 30 m² mezzanine. Suitable for any kind of business: shop, agency, pharmacy or restaurant. Notarial deed and land register booklet; registration in the trade register possible immediately.',
      ar: 'محل تجاري بمساحة {living_area} م² على محور رئيسي كثير الحركة في {city}، حي {district}. واجهة عرض بطول 8 أمتار وعلو سقف 4 أمتار وطابق نصفي بمساحة 30 م². يصلح لأي نشاط: متجر أو وكالة أو صيدلية أو مطعم. عقد موثق ودفتر عقاري، مع إمكانية القيد في السجل التجاري فورا.',
    },
  },
  {
    typeKey: 'commercial',
    forRent: true,
    facts: { living_area: 45, land_area: null, bedrooms: null },
    name: {
      fr: 'Local commercial à louer à {city}',
      en: 'Commercial premises for rent in {city}',
      ar: 'محل تجاري للإيجار في {city}',
    },
    description: {
      fr: "Local commercial de {living_area} m² à louer à {city}, au rez-de-chaussée d'une résidence du quartier {district}. Rideau métallique, toilettes, compteurs d'électricité et d'eau individuels. Forte fréquentation piétonne, à côté d'une école et d'une boulangerie. Bail commercial de trois ans renouvelable.",
      en: '{living_area} m² commercial premises for rent in {city}, on the ground floor of a residence in the {district} area. Metal roller shutter, toilet, separate electricity and water meters. High footfall, next to a school and a bakery. Three-year renewable commercial lease.',
      ar: 'محل تجاري بمساحة {living_area} م² للإيجار في {city}، في الطابق الأرضي لإقامة بحي {district}. ستار حديدي ومرحاض وعدادا كهرباء وماء مستقلان. حركة مارة كثيفة، بجانب مدرسة ومخبزة. عقد إيجار تجاري لمدة ثلاث سنوات قابل للتجديد.',
    },
  },
  // ---- office ----
  {
    typeKey: 'office',
    forRent: true,
    facts: { living_area: 120, land_area: null, bedrooms: null },
    name: {
      fr: 'Bureau aménagé à louer à {city}',
      en: 'Fitted-out office for rent in {city}',
      ar: 'مكتب مهيأ للإيجار في {city}',
    },
    description: {
      fr: "Bureau aménagé de {living_area} m² à louer à {city}, quartier {district}, au 4e étage d'un immeuble d'affaires avec ascenseur. Open space, trois bureaux fermés, salle de réunion, kitchenette et sanitaires. Climatisation, câblage réseau et fibre optique. Parking visiteurs et accès facile aux grands axes. Convient à un siège social, un cabinet ou une agence.",
      en: 'Fitted-out {living_area} m² office for rent in {city}, {district} district, on the 4th floor of a business building with a lift. Open-plan space, three private offices, a meeting room, a kitchenette and toilets. Air conditioning, network cabling and fibre optics. Visitor parking and easy access to main roads. Suitable for a head office, a practice or an agency.',
      ar: 'مكتب مهيأ بمساحة {living_area} م² للإيجار في {city}، حي {district}، في الطابق الرابع من عمارة أعمال مزودة بمصعد. فضاء مفتوح وثلاثة مكاتب مغلقة وقاعة اجتماعات ومطبخ صغير ودورات مياه. تكييف وشبكة معلوماتية وألياف بصرية. موقف للزوار وسهولة الوصول إلى الطرق الرئيسية. مناسب لمقر شركة أو مكتب مهني أو وكالة.',
    },
  },
  {
    typeKey: 'office',
    forRent: false,
    facts: { living_area: 200, land_area: null, bedrooms: null },
    name: {
      fr: 'Plateau de bureaux à vendre à {city}',
      en: 'Office floor for sale in {city}',
      ar: 'طابق مكاتب للبيع في {city}',
    },
    description: {
      fr: 'Plateau de bureaux de {living_area} m² à vendre à {city}, dans le quartier {district}. Livré brut, il peut être cloisonné selon vos besoins, avec deux entrées indépendantes et de larges baies vitrées. Immeuble neuf avec ascenseur, gardiennage et parking en sous-sol. Acte notarié et certificat de conformité, éligible au financement bancaire.',
      en: '{living_area} m² office floor for sale in {city}, in the {district} area. Delivered as a shell, it can be partitioned to suit your needs, with two separate entrances and large picture windows. New building with a lift, security guard and underground parking. Notarial deed and certificate of compliance, eligible for bank financing.',
      ar: 'طابق مكاتب بمساحة {living_area} م² للبيع في {city}، بحي {district}. يسلم على الهيكل ويمكن تقسيمه حسب احتياجاتكم، بمدخلين مستقلين ونوافذ زجاجية واسعة. عمارة جديدة مزودة بمصعد وحراسة وموقف سيارات تحت الأرض. عقد موثق وشهادة مطابقة، مؤهل للتمويل البنكي.',
    },
  },
  // ---- duplex ----
  {
    typeKey: 'duplex',
    forRent: false,
    facts: { living_area: 170, land_area: null, bedrooms: 4 },
    name: {
      fr: 'Duplex F5 avec terrasse à {city}',
      en: 'F5 duplex with terrace in {city}',
      ar: 'دوبلكس F5 مع سطح في {city}',
    },
    description: {
      fr: "Duplex F5 de {living_area} m² avec terrasse de 40 m² à {city}, quartier {district}, aux deux derniers étages d'une résidence récente. Quatre chambres : au niveau inférieur, une chambre d'amis avec le double séjour, la cuisine équipée et les toilettes ; au niveau supérieur, trois chambres, la salle de bain et l'accès à la terrasse. Très ensoleillé, vue dégagée, chauffage central et climatisation. Acte notarié et livret foncier.",
      en: '{living_area} m² five-room (F5) duplex with a 40 m² terrace in {city}, {district} district, on the top two floors of a recent residence. Four bedrooms: on the lower level, a guest bedroom with the double living room, the fitted kitchen and a toilet; on the upper level, three bedrooms, a bathroom and access to the terrace. Very sunny, open view, central heating and air conditioning. Notarial deed and land register booklet.',
      ar: 'دوبلكس F5 بمساحة {living_area} م² مع سطح بمساحة 40 م² في {city}، حي {district}، في الطابقين الأخيرين من إقامة حديثة. أربع غرف نوم: في الطابق السفلي غرفة ضيوف مع صالون مزدوج ومطبخ مجهز ومرحاض، وفي الطابق العلوي ثلاث غرف وحمام ومنفذ إلى السطح. مشمس جدا بإطلالة مفتوحة، مع تدفئة مركزية وتكييف. عقد موثق ودفتر عقاري.',
    },
  },
  // ---- studio ----
  {
    typeKey: 'studio',
    forRent: true,
    facts: { living_area: 35, land_area: null, bedrooms: null },
    name: {
      fr: 'Studio meublé à louer à {city}',
      en: 'Furnished studio for rent in {city}',
      ar: 'استوديو مفروش للإيجار في {city}',
    },
    description: {
      fr: "Studio meublé de {living_area} m² à louer à {city}, quartier {district}. Pièce principale avec coin nuit, kitchenette équipée et salle d'eau avec douche. Climatisé, internet inclus, immeuble sécurisé avec interphone. Idéal pour un étudiant ou un jeune actif, proche des transports et de l'université. Location au mois possible.",
      en: 'Furnished {living_area} m² studio for rent in {city}, {district} district. Main room with a sleeping area, equipped kitchenette and shower room. Air-conditioned, internet included, secure building with an intercom. Ideal for a student or a young professional, close to transport and the university. Monthly rental possible.',
      ar: 'استوديو مفروش بمساحة {living_area} م² للإيجار في {city}، حي {district}. غرفة رئيسية مع ركن للنوم ومطبخ صغير مجهز وقاعة استحمام. مكيف والإنترنت مشمول، في عمارة مؤمنة بجهاز اتصال داخلي. مثالي لطالب أو موظف شاب، قريب من وسائل النقل والجامعة. إمكانية الإيجار الشهري.',
    },
  },
  {
    typeKey: 'studio',
    forRent: false,
    facts: { living_area: 40, land_area: null, bedrooms: null },
    name: {
      fr: 'Studio à vendre à {city}',
      en: 'Studio for sale in {city}',
      ar: 'استوديو للبيع في {city}',
    },
    description: {
      fr: "Studio de {living_area} m² à vendre à {city}, dans le quartier {district}, au 2e étage d'un immeuble bien entretenu. Pièce de vie lumineuse, cuisine séparée, salle de bain et petit balcon. Charges réduites, idéal comme premier achat ou investissement locatif. Acte notarié et livret foncier.",
      en: '{living_area} m² studio for sale in {city}, in the {district} area, on the 2nd floor of a well-maintained building. Bright living space, separate kitchen, bathroom and small balcony. Low service charges, ideal as a first purchase or a rental investment. Notarial deed and land register booklet.',
      ar: 'استوديو بمساحة {living_area} م² للبيع في {city}، بحي {district}، في الطابق الثاني من عمارة معتنى بها. فضاء معيشة مضيء ومطبخ منفصل وحمام وشرفة صغيرة. أعباء منخفضة، مثالي كأول اقتناء أو كاستثمار للإيجار. عقد موثق ودفتر عقاري.',
    },
  },
  // ---- building ----
  {
    typeKey: 'building',
    forRent: false,
    facts: { living_area: 900, land_area: 350, bedrooms: null },
    name: {
      fr: 'Immeuble de rapport R+4 à {city}',
      en: 'R+4 income building in {city}',
      ar: 'عمارة استثمارية R+4 في {city}',
    },
    description: {
      fr: 'Immeuble de rapport R+4 à vendre à {city}, quartier {district}, sur un terrain de {land_area} m², pour {living_area} m² de planchers. Il comprend deux locaux commerciaux au rez-de-chaussée et huit appartements F3 dans les étages, tous loués. Construction en béton armé conforme aux normes parasismiques, terrasse accessible. Acte notarié, permis de construire et certificat de conformité. Excellent rendement locatif.',
      en: 'R+4 income building for sale in {city}, {district} district, on a {land_area} m² plot, with {living_area} m² of floor space. It comprises two shops on the ground floor and eight three-room (F3) apartments on the upper floors, all let. Reinforced-concrete structure built to earthquake standards, accessible roof terrace. Notarial deed, building permit and certificate of compliance. Excellent rental yield.',
      ar: 'عمارة استثمارية R+4 للبيع في {city}، حي {district}، على قطعة أرض مساحتها {land_area} م²، بمساحة مبنية تبلغ {living_area} م². تضم محلين تجاريين في الطابق الأرضي وثماني شقق F3 في الطوابق العلوية، كلها مؤجرة. بناء بالخرسانة المسلحة وفق المعايير المضادة للزلازل، وسطح قابل للاستغلال. عقد موثق ورخصة بناء وشهادة مطابقة. مردودية إيجارية ممتازة.',
    },
  },
  // ---- warehouse ----
  {
    typeKey: 'warehouse',
    forRent: true,
    facts: { living_area: 800, land_area: 1500, bedrooms: null },
    name: {
      fr: 'Hangar de {living_area} m² à louer à {city}',
      en: '{living_area} m² warehouse for rent in {city}',
      ar: 'مستودع {living_area} م² للإيجار في {city}',
    },
    description: {
      fr: "Hangar de {living_area} m² à louer à {city}, dans la zone d'activités proche du quartier {district}, sur un terrain clôturé de {land_area} m². Hauteur sous ferme de 9 mètres, deux portails pour semi-remorques, dalle renforcée et bloc administratif de 60 m². Électricité triphasée, cour de manœuvre clôturée et gardiennage. Accès direct à la route nationale. Convient au stockage ou à la logistique.",
      en: '{living_area} m² warehouse for rent in {city}, in the business zone near {district}, on a fenced {land_area} m² plot. 9-metre clear height, two gates for articulated lorries, reinforced floor slab and a 60 m² office block. Three-phase power, fenced manoeuvring yard and security guard. Direct access to the national road. Suitable for storage or logistics.',
      ar: 'مستودع بمساحة {living_area} م² للإيجار في {city}، في منطقة النشاطات القريبة من حي {district}، على قطعة أرض مسيجة مساحتها {land_area} م². علو داخلي 9 أمتار وبوابتان للشاحنات نصف المقطورة وأرضية مدعمة وجناح إداري بمساحة 60 م². كهرباء ثلاثية الأطوار وساحة مناورة مسيجة وحراسة. منفذ مباشر إلى الطريق الوطني. مناسب للتخزين أو الخدمات اللوجستية.',
    },
  },
  {
    typeKey: 'warehouse',
    forRent: false,
    facts: { living_area: 1200, land_area: 2500, bedrooms: null },
    name: {
      fr: 'Hangar industriel avec bureaux à {city}',
      en: 'Industrial warehouse with offices in {city}',
      ar: 'مستودع صناعي مع مكاتب في {city}',
    },
    description: {
      fr: 'Hangar industriel de {living_area} m² couverts sur un terrain de {land_area} m² à {city}, près du quartier {district}. Charpente métallique, pont roulant de 5 tonnes, bureaux et vestiaires sur deux niveaux. Transformateur électrique dédié et forage. Acte notarié, permis de construire et certificat de conformité. Idéal pour une activité de production ou de stockage.',
      en: 'Industrial warehouse with {living_area} m² of covered space on a {land_area} m² plot in {city}, near {district}. Steel frame, 5-tonne overhead crane, offices and changing rooms on two levels. Dedicated electrical transformer and water borehole. Notarial deed, building permit and certificate of compliance. Ideal for production or storage.',
      ar: 'مستودع صناعي بمساحة مغطاة {living_area} م² على قطعة أرض مساحتها {land_area} م² في {city}، قرب حي {district}. هيكل معدني ورافعة علوية بحمولة 5 أطنان ومكاتب وغرف لتبديل الملابس على طابقين. محول كهربائي خاص وبئر ماء. عقد موثق ورخصة بناء وشهادة مطابقة. مثالي لنشاط إنتاجي أو للتخزين.',
    },
  },
  // ---- farm ----
  {
    typeKey: 'farm',
    forRent: false,
    facts: { living_area: 120, land_area: 50_000, bedrooms: null },
    name: {
      fr: 'Ferme agricole de {land_hectares} hectares près de {city}',
      en: '{land_hectares}-hectare farm near {city}',
      ar: 'مزرعة فلاحية {land_hectares} هكتارات قرب {city}',
    },
    description: {
      fr: "Ferme agricole de {land_hectares} hectares à vendre à la périphérie de {city}. Terre fertile plantée d'oliviers et d'agrumes, forage avec bassin d'irrigation et système de goutte-à-goutte. Maison d'habitation de {living_area} m², écurie et hangar de stockage. Raccordée à l'électricité agricole. Acte notarié et plan cadastral disponibles.",
      en: '{land_hectares}-hectare farm for sale on the outskirts of {city}. Fertile land planted with olive and citrus trees, a borehole with an irrigation basin and a drip system. {living_area} m² farmhouse, stable and storage shed. Connected to agricultural electricity. Notarial deed and cadastral plan available.',
      ar: 'مزرعة فلاحية مساحتها {land_hectares} هكتارات للبيع بضواحي {city}. أرض خصبة مغروسة بأشجار الزيتون والحمضيات، مع بئر وحوض للسقي ونظام الري بالتقطير. منزل سكني بمساحة {living_area} م² وإسطبل ومستودع للتخزين. موصولة بالكهرباء الفلاحية. عقد موثق ومخطط مسح الأراضي متوفران.',
    },
  },
];
