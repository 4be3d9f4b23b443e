/**
 * What English feelings mean for a cup of coffee. Each group is a theme (it also picks the sentence
 * the answer opens with); `weights` is the evidence for each mood when a term appears, `negated`
 * what the term means under a negation ("not happy" leans to comfort). Without `negated`, a negated
 * term counts for nothing. `"same"` keeps the meaning: "no energy" still asks for energy.
 * Terms are separated by "|"; a term with spaces is a phrase. Words are stemmed before matching, so
 * one form covers "celebrate", "celebrating" and "celebrations".
 */
import { BA, CI, CN, CR, EF, SS, type Weights } from "./moods";

export type Theme =
  | "stress"
  | "anger"
  | "conflict"
  | "stillness"
  | "gentle"
  | "tiredness"
  | "focus"
  | "longing"
  | "sadness"
  | "comfort"
  | "rain"
  | "celebration"
  | "adventure"
  | "joy"
  | "intensity"
  | "boredom"
  | "slowness"
  | "music"
  | "creativity";

export type ThemeGroup = { theme: Theme; weights: Weights; negated?: Weights | "same"; terms: string };

export const ENGLISH: ThemeGroup[] = [
  {
    theme: "stress",
    weights: { [CR]: 3 },
    negated: { [SS]: 0.5 },
    terms:
      "stress|stressed|stressful|tense|tension|anxious|anxiety|worried|worry|worrying|nervous|panic|panicking|overwhelmed|overwhelming|pressure|restless|overthinking|hectic|chaos|chaotic|jittery|on edge|mind is racing|mind racing|racing thoughts|switch off|cannot switch off|cannot sleep|cannot relax|freaking out|scared|afraid|fear|frightened|uneasy|burnt out|burned out|burnout|too loud|too much|crazy week|headache|insomnia",
  },
  {
    theme: "anger",
    weights: { [CR]: 3 },
    terms:
      "angry|anger|mad at|furious|frustrated|frustrating|frustration|irritated|irritating|irritation|annoyed|annoying|snappy|fuming|rage|raging|pissed|fed up|shouted|yelled|traffic|stuck in traffic|regret|hate",
  },
  {
    theme: "conflict",
    weights: { [CR]: 2.5, [CN]: 1 },
    terms:
      "fight|fought|fighting|quarrel|argument|argued|arguing|row with|misunderstanding|upset with|falling out|shouting match|said something|hurt me",
  },
  {
    theme: "stillness",
    weights: { [CR]: 2.5, [SS]: 0.5 },
    terms:
      "peace|peaceful|quiet|quietly|silence|silent|calm|calm down|serene|serenity|meditate|meditation|mindful|mindfulness|zen|yoga|stillness|tranquil|clear my head|clear head|think|thinking|thoughtful|thoughts|reflect|reflecting|reflection|reflective|introspective|contemplate|contemplative|pensive|grateful|gratitude|sober|by the window|think about life|soothe|breathe|breathing|prayer|pray|temple|solitude",
  },
  {
    theme: "gentle",
    weights: { [CR]: 2.5 },
    terms: "gentle|light|soft|mild|delicate|nothing heavy|not too strong|easy on the stomach|floral|subtle",
  },
  {
    theme: "tiredness",
    weights: { [EF]: 3 },
    negated: {},
    terms:
      "tired|exhausted|exhaustion|sleepy|drained|fatigue|fatigued|groggy|yawn|yawning|sluggish|drowsy|barely awake|wake up|waking up|low energy|jet lag|jet lagged|night shift|no sleep|did not sleep|could not sleep|slept badly|dull|lethargic|brain fog|foggy|knackered|zombie|weary|worn out|sleep deprived|half asleep|nap|zzz|snoring|sleeping|hungover|hangover|depleted|dozing|doze|dozed|dozing off|underslept|overworked|snooze|snoozed|keep my eyes open|eyes are closing|running on empty|sleepless|wiped out|dead on my feet|burning the midnight oil|all nighter|all-nighter|red eye|red-eye",
  },
  {
    theme: "focus",
    weights: { [EF]: 2.5 },
    negated: "same",
    terms:
      "focus|focused|focussed|concentrate|concentration|productive|productivity|deadline|deadlines|work|working|office|meeting|meetings|emails|inbox|study|studying|exam|exams|thesis|assignment|presentation|interview prep|coding|debugging|upsc|neet|jee|revision|get things done|get work done|get my work done|to do list|to-do list|grind|hustle|alert|sharp|boost|kick|energy|energetic|energise|energize|motivation|motivated|power through|gym|workout|morning|monday|busy|task|tasks|alarm|commute|sleep|awake",
  },
  {
    theme: "longing",
    weights: { [CN]: 3 },
    terms:
      "homesick|home|miss|missing|family|amma|appa|mom|mum|mother|dad|father|grandma|grandmother|grandfather|grandpa|grandparents|paati|thatha|ajji|nani|dadi|hometown|back home|childhood|memories|memory|remember|remembering|nostalgia|nostalgic|old times|old days|old photos|good old|school days|college days|school friends|feel at home|filter coffee|abroad|moved away|new city alone|heart aches|my heart aches|ache for|far from home|far away from home|left behind|friends i left|reminisce|reminiscing|sentimental|festival at home|mother's kitchen|grandmother's kitchen|kitchen",
  },
  {
    theme: "sadness",
    weights: { [CN]: 2.5, [SS]: 1.5 },
    negated: { [BA]: 1, [SS]: 0.5 },
    terms:
      "sad|sadness|down|feeling down|tired of|sick of|blue|feeling blue|low|unhappy|upset|cry|crying|tears|heartbroken|heartbreak|breakup|broke up|broken|hurt|hurting|gloomy|miserable|depressed|lonely|alone|loneliness|lost someone|grief|grieving|rough day|bad day|tough day|mood off|feel like crying|disappointed|empty|heavy heart",
  },
  {
    theme: "comfort",
    weights: { [CN]: 3 },
    terms:
      "hug|hugs|cuddle|cuddly|comfort|comforting|cosy|cozy|warm|warmth|blanket|snuggle|soothing|wrapped up|stay in bed|curl up|curled up|sick|cold and flu|caught a cold|down with a cold|fever|cat|someone to talk to|feel better|pamper|safe",
  },
  {
    theme: "rain",
    weights: { [CN]: 1.5, [SS]: 1.5 },
    terms:
      "rain|raining|rainy|monsoon|drizzle|drizzling|first rain|chilly|winter|fog|misty|cold evening|cold morning|thunderstorm|storm|ooty|kodaikanal",
  },
  {
    theme: "celebration",
    weights: { [BA]: 3 },
    terms:
      "celebrate|celebrating|celebration|party|partying|birthday|promoted|promotion|won|win|winning|victory|engaged|engagement|married|wedding|anniversary|festive|diwali|pongal|onam|ugadi|new year|new job|job offer|got the job|got a job|passed|cleared|results are out|good news|congratulations|cheers|hooray|woohoo|yay|approved|achievement|achieved|success|treat myself|salary",
  },
  {
    theme: "adventure",
    weights: { [BA]: 3 },
    negated: { [CN]: 1, [SS]: 1 },
    terms:
      "adventure|adventurous|trek|trekking|hike|hiking|trip|travel|travelling|traveling|road trip|backpacking|backpack|explore|exploring|exploration|bungee|skydiving|thrill|thrilled|thrilling|wild|crazy|daring|dare|brave|fearless|bold|reckless|risk|risky|unstoppable|something new|try something new|new things|mountain|mountains|ride|bike|biking|surfing|camping|go out|goa|journey|unknown|spontaneous|free spirit|freedom|free|conquer|conquering|summit|expedition|himalayas|ladakh|take on the world|impromptu|wanderlust",
  },
  {
    theme: "joy",
    weights: { [BA]: 2.5, [EF]: 0.5 },
    // Not wanting excitement asks for calm, where not being happy asks for comfort.
    negated: { [CR]: 1.5, [SS]: 1.5 },
    terms: "excited|exciting|excitement|pumped|pumped up|hyped|thrilled|thrilling|loud|noisy|buzzing",
  },
  {
    theme: "joy",
    weights: { [BA]: 2, [CI]: 1 },
    negated: { [CN]: 2, [SS]: 1.5 },
    terms:
      "happy|happiness|joy|joyful|ecstatic|elated|on top of the world|dance|dancing|cheerful|great|amazing|awesome|fantastic|lit|fun|blessed|proud|lucky|smile|smiling|laugh|cannot stop smiling",
  },
  {
    theme: "intensity",
    weights: { [BA]: 2.5, [EF]: 0.5 },
    negated: { [CR]: 2, [SS]: 1 },
    terms: "strong|strongest|stronger|intense|dark|darkest|heavy|bitter|kick ass|punchy|smoky|bold flavour|double shot",
  },
  {
    theme: "boredom",
    weights: { [CI]: 1.5, [BA]: 1.5 },
    terms: "bored|boring|boredom|same old|monotonous|routine|usual|surprise me|nothing to do|timepass",
  },
  {
    theme: "slowness",
    weights: { [SS]: 3 },
    negated: { [EF]: 1 },
    terms:
      "slow|slowly|lazy|leisure|leisurely|unhurried|no hurry|no rush|not in a rush|not in a hurry|take it easy|taking it easy|relax|relaxing|relaxed|unwind|unwinding|chill|chilling|chilled|laid back|mellow|lounge|lounging|hammock|doing nothing|nothing to do today|not want to do anything|not feel like doing anything|sunday|weekend|holiday|vacation|day off|no plans|savour|savor|sip|sipping|rest|resting|walk|stroll|long walk|sunset|sunrise|beach|balcony|evening|nowhere to be|no alarms|dreamy|drift|float|easy going|wind down|just be|breather|pause",
  },
  {
    theme: "music",
    weights: { [SS]: 2.5, [CN]: 0.5 },
    terms:
      "music|songs|song|jazz|ghazal|ghazals|melody|melodies|melancholy|melancholic|wistful|soulful|soul|deep|novel|book|read|reading|candles|candle|old songs|ilaiyaraaja|ilayaraja|rahman|kishore|late night|conversation|long conversation|old friend|vinyl|record player|carnatic|veena|flute|poems|nostalgic songs",
  },
  {
    theme: "creativity",
    weights: { [CI]: 3 },
    negated: "same",
    terms:
      "creative|create|creating|creativity|inspired|inspiration|inspire|inspiring|idea|ideas|brainstorm|brainstorming|imagine|imagination|imaginative|write|writing|writer|writer's block|story|stories|poem|poetry|paint|painting|draw|drawing|sketch|sketching|art|artist|artsy|design|designing|designer|compose|composing|guitar|piano|photography|photo shoot|film|short film|craft|crafting|pottery|recipe|experiment|experimental|playful|curious|curiosity|outside the box|blog|blogging|startup|business plan|new project|art project|daydream|daydreaming|choreography|choreograph|invent|innovate|build something|make something|making something|portfolio|canvas|notebook|journal|journaling|lyrics|script|screenplay|novel idea|creative juices|muse",
  },
];
