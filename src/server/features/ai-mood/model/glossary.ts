/**
 * Everyday Hindi, Tamil and Kannada words — in Latin letters as people type them and in their own
 * scripts — with what they mean in English (decision 070). The model reads a glossed word as its
 * English meaning as well (its word vector and its learned weights), so "thakaan", "சோர்வு" and
 * "sustu" all land beside "tired" although the English weights were learned from other sentences.
 * A Tamil or Kannada word matches by its start, since endings are added to it ("தூக்கமா", "nenapagtide").
 */
const GLOSSES: [string, string][] = [
  // Tiredness, sleep, laziness
  ["thak|thaka|thaki|thake|thakaan|thakan|thakavat|थका|थकान", "tired exhausted"],
  ["neend|nind|नींद", "sleep sleepy"],
  ["ubaasi|ubasi|jamhai", "yawn"],
  ["aalas|aalsi|alas|aalasya|aalasi|sust|susti|somberi|somberithanam|சோம்பல்|சோம்பேறி|ಆಲಸ್ಯ", "lazy sluggish"],
  ["sustu|sustagide|sustaagide|sustaagidini|ಸುಸ್ತು|ಸುಸ್ತಾಗಿದೆ", "tired exhausted"],
  ["nidde|nidre|ನಿದ್ದೆ|ನಿದ್ರೆ", "sleep sleepy"],
  ["thookam|thookkam|thukkam|thoongala|thoonga|thoongave|தூக்கம்|தூங்க|தூங்கல", "sleep sleepy"],
  ["sorvu|sorva|soarvu|kalaippu|kalaipa|kalaippa|சோர்வு|களைப்பு|களைப்பா", "tired exhausted"],
  // Work, study, focus
  ["kaam|kaamkaaj|काम", "work"],
  ["velai|வேலை", "work"],
  ["kelsa|kelasa|ಕೆಲಸ", "work"],
  ["padhai|padhna|padhna|padhni|padhunga|पढ़ाई", "study"],
  ["padikanum|padikkanum|padippu|padichu|படிக்கணும்|படிப்பு", "study"],
  ["odbeku|odabeku|odtidini|ಓದಬೇಕು", "study"],
  ["pareeksha|pariksha|paritchai|pareetchai|pareekshe|parikshe|பரீட்சை|தேர்வு|ಪರೀಕ್ಷೆ|परीक्षा", "exam"],
  ["dhyaan lagana|focus|gamana|கவனம்|ಗಮನ", "focus concentrate"],
  // Stress, worry, fear, anger
  ["tension|tenshan|டென்ஷன்|ಟೆನ್ಶನ್|टेंशन", "stress tension"],
  ["pareshan|pareshaan|pareshani|bechaini|bechain|ghabrahat|ghabra|परेशान|घबराहट", "worried anxious"],
  ["chinta|chinte|kavalai|கவலை|ಚಿಂತೆ|चिंता", "worry"],
  ["dar|darr|bayam|bayama|bhaya|bhayam|பயம்|பயமா|ಭಯ|डर", "fear scared"],
  ["padapadakudhu|padapadappu|படபட", "nervous anxious"],
  ["gussa|gussaa|naraz|naraaz|chidchida|गुस्सा", "angry"],
  ["kovam|kobam|kovama|கோபம்|கோபமா", "angry"],
  ["kopa|kopaa|ಕೋಪ", "angry"],
  ["erichal|erichala|எரிச்சல்|kirikiri|ಕಿರಿಕಿರಿ|irritate", "irritated"],
  ["ottada|ಒತ್ತಡ|mana azhutham|மன அழுத்தம்|azhutham|அழுத்தம்|dabaav|dabav|दबाव", "pressure stress"],
  ["dimaag kharab|dimag kharab|sar dard|sir dard|thalai vali|talenovu|tale novu", "headache stress"],
  // Conflict
  ["jhagda|jhagada|jhagra|ladai|ladaai|behes|bahas|kalesh|झगड़ा|लड़ाई", "fight quarrel"],
  ["sandai|சண்டை", "fight quarrel"],
  ["jagla|jagala|ಜಗಳ", "fight quarrel"],
  ["daant|daanta|daantna|daant diya", "scolded"],
  ["prachanai|prachana|பிரச்சனை", "problem trouble"],
  // Peace, prayer, meditation
  ["shanti|shaanti|sukoon|sukun|shaant|ashaant|शांति|सुकून", "peace calm"],
  ["amaidhi|amaithi|nimmadhi|nimmathi|அமைதி|நிம்மதி", "peace calm"],
  ["shaanti|shaanta|shanta|nemmadi|ಶಾಂತಿ|ಶಾಂತ|ನೆಮ್ಮದಿ", "peace calm"],
  ["dhyan|dhyaan|dhyanam|dhyana|தியானம்|ಧ್ಯಾನ|ध्यान", "meditation"],
  ["pooja|puja|prarthana|prarthanai|prarthane|பிரார்த்தனை|ಪ್ರಾರ್ಥನೆ|प्रार्थना", "prayer"],
  ["mandir|kovil|koil|temple|devasthana|கோவில்|ದೇವಸ್ಥಾನ", "temple"],
  ["socha|sochna|soch|yosikka|yosichu|yochne|yochane|யோசி|ಯೋಚನೆ", "thinking reflect"],
  // Sadness, loneliness, longing, illness, comfort
  ["udaas|udas|udaasi|dukhi|dukh|dard|उदास|दुख", "sad"],
  ["sogam|sogama|kashtam|kashtama|valikudhu|சோகம்|கஷ்டம்|வலிக்குது", "sad hurt"],
  ["dukha|besara|bejaar|bejar|ಬೇಜಾರು|ಬೇಜಾರಾಗಿದೆ|ದುಃಖ|novu|ನೋವು", "sad upset"],
  ["akela|akeli|akelapan|अकेला", "lonely alone"],
  ["thaniya|thanimai|thanimaiya|தனிமை|தனியா", "lonely alone"],
  ["onti|ontiyagi|ontiyagidini|ಒಂಟಿ", "lonely alone"],
  ["rona|ro raha|ro rahi|azhuga|azhugai|azhugaiya|aluva|அழுகை|ಅಳು|रोना", "cry crying"],
  ["dil toot|dil tuta|breakup|love failure", "heartbroken breakup"],
  ["yaad|याद", "miss remember"],
  ["nyabagam|nyaabagam|gnabagam|gnyabagam|ninaivu|ஞாபகம்|நினைவு", "memories remember miss"],
  ["nenapu|nenapagtide|nenapaagtide|ನೆನಪು|ನೆನಪಾಗ್ತಿದೆ", "memories remember miss"],
  ["ghar|gharwale|घर", "home"],
  ["veedu|veetla|வீடு|veettu", "home"],
  ["mane|ಮನೆ", "home"],
  ["oor|ooru|ஊர்|ಊರು|ಊರಿನ|gaon|gaanv|गांव", "hometown village"],
  ["maa|mummy|ammi|amma|அம்மா|ಅಮ್ಮ|माँ", "mother"],
  ["papa|abbu|appa|அப்பா|ಅಪ್ಪ", "father"],
  ["nani|dadi|paati|ajji|பாட்டி|ಅಜ್ಜಿ|नानी|दादी", "grandmother"],
  ["nana|dada|thatha|thaatha|ajja|தாத்தா|ಅಜ್ಜ", "grandfather"],
  ["bachpan|chinna vayasu|balya|बचपन", "childhood"],
  ["tabiyat|bimaar|bukhaar|bukhar|zukaam|बुखार", "sick fever"],
  ["kaichal|jalathosam|udambu sariyilla|காய்ச்சல்|உடம்பு", "sick fever"],
  ["jwara|huSaarilla|husharilla|ಜ್ವರ|ಹುಷಾರಿಲ್ಲ", "sick fever"],
  ["jhappi|gale|kambal|razai|porvai|hug", "hug blanket comfort"],
  ["thand|thandi|sardi|குளிர்|ಚಳಿ|chali", "cold"],
  ["baarish|barish|बारिश", "rain"],
  ["mazhai|மழை", "rain"],
  ["male|ಮಳೆ", "rain"],
  // Joy, celebration, adventure, novelty, boredom
  ["khush|khushi|khusi|kushi|ಖುಷಿ|खुश", "happy"],
  ["santhosham|sandhosham|santosham|santhosha|சந்தோஷம்|ಸಂತೋಷ", "happy joy"],
  ["jashn|jashan|mithai|badhai|mubarak|kondattam|கொண்டாட்டம்|ಆಚರಿಸ|habba|ಹಬ್ಬ", "celebrate celebration"],
  ["huttuhabba|ಹುಟ್ಟುಹಬ್ಬ|piranthanaal|பிறந்தநாள்|janamdin", "birthday"],
  ["ghoomna|ghumna|ghoomne|safar|yatra|payanam|பயணம்|pravasa|ಪ್ರವಾಸ|सफर", "travel trip"],
  ["pahad|pahadon|malai|மலை|betta|ಬೆಟ್ಟ", "mountains hills"],
  ["naya|nayi|naye|pudhu|pudhusa|puthusa|புது|புதுசா|hosa|hosadu|ಹೊಸ|ಹೊಸದು|नया", "new"],
  ["bore|bor|boring|pak gaya|போர்|ಬೋರ್", "bored"],
  ["josh|mast|masti|maza|mazaa|semma|sakkath|jolly|ஜாலி", "excited fun"],
  // Slowness, rest, music, reading
  ["aaram|araam|aram|aaraam|aaramagi|aaramaagi|ಆರಾಮ|ಆರಾಮಾಗಿ|आराम", "relax rest"],
  ["oyvu|ஓய்வு|vishranti|ವಿಶ್ರಾಂತಿ|chhutti|chutti|छुट्टी", "rest holiday"],
  ["dheere|nidhanam|nidhaanam|medhuva|mella|ನಿಧಾನ|மெதுவா|धीरे", "slow slowly"],
  ["avasaram illa|jaldi nahi|aatura illa|ಆತುರ|அவசரம்", "no hurry"],
  ["gaana|gaane|geet|paatu|paattu|paadal|haadu|பாட்டு|பாடல்|ಹಾಡು|गाना", "song music"],
  ["kitaab|kitab|puthagam|puthakam|pustaka|pustak|புத்தகம்|ಪುಸ್ತಕ|किताब", "book reading"],
  ["sair|nadakkanum|nadibeku|walk", "walk stroll"],
  // Making
  ["likhna|likhne|likh|ezhudhanum|ezhudha|ezhudhu|bareyabeku|bareyoke|bareya|எழுத|ಬರೆ|लिख", "write writing"],
  ["kavita|kavitha|kavithai|kavidhai|kavite|shayari|கவிதை|ಕವಿತೆ|कविता", "poem poetry"],
  ["kahani|kadhai|kathai|kathe|கதை|ಕಥೆ|कहानी", "story"],
  ["chitra|ಚಿತ್ರ|oviyam|ஓவியம்|varaiyanum|varayanum|வரைய|bidisbeku|ಬಿಡಿಸ|painting", "painting drawing"],
  ["idea|yosanai|யோசனை|ಐಡಿಯಾ|ஐடியா|vichaar|vichar", "idea ideas"],
  ["spoorthi|spurthi|ಸ್ಫೂರ್ತಿ|prerna|ookkam|ஊக்கம்|प्रेरणा", "inspiration"],
];

const NATIVE = /[^\p{Script=Latin}]/u;

const exact = new Map<string, string[]>();
const byStart: [string, string[]][] = [];
for (const [words, meaning] of GLOSSES) {
  const english = meaning.split(" ");
  for (const word of words.split("|")) {
    if (word.includes(" ")) continue; // phrases are for people reading this list; tokens are single words
    if (!exact.has(word)) exact.set(word, english);
    // Tamil and Kannada add endings: a word of 4+ letters (3+ in their scripts) also matches a longer token.
    if ([...word].length >= (NATIVE.test(word) ? 3 : 5)) byStart.push([word, english]);
  }
}
byStart.sort((a, b) => b[0].length - a[0].length);

/** The English meaning of a Hindi, Tamil or Kannada word, or undefined. */
export function glossOf(word: string): string[] | undefined {
  const direct = exact.get(word);
  if (direct) return direct;
  if (word.length < 5) return undefined;
  for (const [start, english] of byStart) if (word.startsWith(start)) return english;
  return undefined;
}
