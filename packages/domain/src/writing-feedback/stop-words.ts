// Function words, which every essay repeats by necessity; "words repeated too often" looks past them.
// Our own list: articles, pronouns, determiners, prepositions, conjunctions, auxiliaries and a few
// all-purpose adverbs.
const WORDS = [
  "a an the this that these those there here it its it's itself they them their theirs themselves",
  "i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself",
  "she her hers herself one ones who whom whose which what whatever when where why how whether",
  "and or but nor so yet if then than because as while although though since unless until",
  "of in on at to for from by with without within into onto upon about above below over under",
  "between among through during before after against around across along toward towards beyond",
  "is am are was were be been being have has had having do does did doing done will would shall",
  "should can could may might must ought isn't aren't wasn't weren't don't doesn't didn't can't",
  "won't wouldn't shouldn't couldn't haven't hasn't hadn't i'm you're we're they're he's she's",
  "i've we've they've i'd we'd they'd i'll we'll they'll let's",
  "not no yes all any some each every both either neither few many much more most less least",
  "other others another such same own only very too also just even still already quite rather",
  "now then again ever never always often sometimes however therefore thus well up down out off",
  "first second third",
].join(" ");

/** Function words (lower case, plain apostrophes). */
export const STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(" "));
