import { findCategoryName, resolveCategoryId, type CategoryName } from '../../../shared/constants/categories.ts';
import { isCondition, type Condition } from '../../../shared/constants/conditions.ts';
import { PROVIDER_DEFAULTS } from '../../../shared/constants/sparebot-defaults.ts';
import type { AnalysisResult, UserSpecs } from '../../../shared/schemas/analysis.ts';
import { matchBrands, type TextLine } from '../extract/brand-match.ts';
import { classify, scoreTypes } from '../extract/classify.ts';
import { categoryConfidence, conflictCap, faintKeywordCap, singleEvidenceCap } from '../extract/classify-confidence.ts';
import { checkRatings, titleRatingProblems, type ImplausibleRating } from '../extract/plausibility.ts';
import { unclaimedCodes } from '../extract/codes.ts';
import { codeAfterMaker } from '../extract/code-after-maker.ts';
import { boardless, isCircuitBoard } from '../extract/circuit-board.ts';
import { dialFace } from '../extract/dial-range.ts';
import { maskMakerNames } from '../extract/name-mask.ts';
import { makerKind } from '../extract/maker-kind.ts';
import { makerFamilyType } from '../extract/maker-family.ts';
import { narrowNoun } from '../kb/narrow-nouns.ts';
import { LONE_WORD_SCORE, readOpenMakers } from '../extract/open-makers.ts';
import { spacedLetterNames, stackedNames } from '../extract/stacked-names.ts';
import { withStackedPhrases } from '../extract/stacked-phrases.ts';
import { extractRatings, formatRatings, mergeRatings } from '../extract/ratings.ts';
import { loneYearRows } from '../extract/date-marks.ts';
import { constantApartRows } from '../extract/meter-marks.ts';
import { readWholeCodes } from '../extract/broken-codes.ts';
import { splitRunTogether } from '../extract/segment.ts';
import { readBareModel, readFamilyNumber, readMakerModel, readSeries } from '../extract/series.ts';
import { specLabels } from '../extract/rating-hints.ts';
import { normaliseOcrText, squash } from '../extract/text-normalise.ts';
import { readDigitSlips } from '../extract/digit-slips.ts';
import { withoutCameraMarks } from '../extract/camera-marks.ts';
import { findBrand } from '../kb/brand-index.ts';
import { findProductType } from '../kb/product-types.ts';
import { FLAGGED_ROW_PREFIX, priorTokens } from '../learning/prior-tokens.ts';
import type { CategoryGuess, LearnedPriors } from '../learning/priors.ts';
import { estimatePrice } from '../pricing/estimate-price.ts';
import { orderBrands, withoutStrayCodeMakers, withPatternBrands } from './brand-order.ts';
import { displacedByOutright, guessedFromMisreading, knownOnItsOwnLine, readSurelyAlone } from './outright-maker.ts';
import { buildTitle, genericTitle, titleBrand, UNIDENTIFIED_TITLE } from './build-title.ts';
import { categoryChoices } from './category-choices.ts';
import { titleCodeOf, titleModelOf, usableTitleCode } from './title-code.ts';
import { asDeviceCurrents, surelyRead } from './rating-views.ts';
import { fieldEvidence } from './evidence.ts';
import { describeItem } from './describe.ts';
import { findMaterial, findSize } from './material-size.ts';

export interface OcrText {
  lines: readonly TextLine[];
  rows: readonly string[];
}

export const DEFAULT_CONDITION: Condition = 'Good';
/** Below this, the answer is flagged for the user to check. */
export const REVIEW_THRESHOLD = 0.7;
/** Confidence when nothing identified the item, and the ceiling of an answer from learned priors alone. */
const UNIDENTIFIED_CONFIDENCE = 0.2;
const LEARNED_CEILING = 0.65;
/** The ceiling when only a maker outside the knowledge base names the item. */
const OPEN_MAKER_CEILING = 0.45;
/** The ceiling for a type the trade files under two categories (kb/product-types.ts `contested`): the seller confirms. */
const CONTESTED_CEILING = 0.65;

function userCategory(specs: UserSpecs | undefined): CategoryName | undefined {
  if (!specs?.category) return undefined;
  return findCategoryName(resolveCategoryId(specs.category)) ?? undefined;
}

const flaggedRows = (flagged: readonly ImplausibleRating[]) => flagged.map((f) => `${FLAGGED_ROW_PREFIX} ${f.value} — ${f.reason}`);

/**
 * Turns text read from a photo (and, on recalculation, the user's own specs, which win) into
 * SpareBot's answer: brand, type, category, ratings, title, price and confidence. Ratings the
 * identified product cannot carry are left out (and flagged in the raw text); where the
 * knowledge base has no answer, this installation's learned priors are asked.
 */
export function analyseText(ocr: OcrText, specs?: UserSpecs, priors?: LearnedPriors): AnalysisResult {
  // OCR's readings: the phone camera's own marks taken out (extract/camera-marks.ts), then words with a
  // letter read as a digit, then words run together, then the rest.
  const readOcr = (text: string) => normaliseOcrText(splitRunTogether(readDigitSlips(withoutCameraMarks(text))));
  const rows = ocr.rows.map(readOcr).filter(Boolean);
  const lines = ocr.lines.flatMap((l) => {
    const text = readOcr(l.text);
    if (!text) return [];
    return text === l.text ? [l] : [{ ...l, text, read: l.text }];
  });
  const userRows = [specs?.title, specs?.brandInfo, specs?.technicalSpecs, specs?.size, specs?.description]
    .filter((s): s is string => Boolean(s?.trim()))
    .map(normaliseOcrText);
  const userRatings = extractRatings(userRows);
  // Beyond what any product carries: a misreading whatever the item turns out to be.
  // A bare circuit board (its parts' references, a controller's numbered terminals): no trip curves, no two-letter makers.
  // Nor a dial's face, all numbers around its scales (extract/dial-range.ts).
  const board = isCircuitBoard(rows.join('\n'));
  // Marks OCR boxed alone that row grouping joined to other text, or set apart from their unit: rows of their own.
  const apart = [...loneYearRows(lines, rows), ...constantApartRows(lines)];
  const sane = checkRatings(boardless(extractRatings([...rows, ...apart]), board || dialFace(rows)));
  const allText = [...userRows, ...rows].join('\n');

  // A maker's name read as two lines is read as one as well ("POWER" over "QUEEN", "PORTER" beside "CABLE"), and one
  // spaced out read letter by letter ("S M E G").
  const stacked = stackedNames(lines);
  const nameLines = [...userRows.map((text) => ({ text, height: 40, confidence: 1 })), ...lines, ...stacked, ...spacedLetterNames(lines)];
  let read = matchBrands(nameLines, { board });
  // Makers named by a domain, a company form, ®/™, "Made by" or the maker line: known ones join the
  // brand hits; an unknown one is kept (open world) with less confidence.
  // The maker line a known maker was matched in a letter away ("Imvertek") names that maker, as surely as a maker line.
  const open = readOpenMakers(lines, stacked).map((o) => {
    const hit = !o.known && o.via === 'maker-line' ? read.find((r) => r.matched === o.text.trim()) : undefined;
    if (hit) hit.score = Math.max(hit.score, o.score);
    return hit ? { ...o, name: hit.brand.name, known: true } : o;
  });
  // A name a letter from a known maker's, spelt as the label's own web address spells it ("exatron" over "www.exatron.com.br"), is that firm's.
  const ownDomains = new Set(open.filter((o) => o.via === 'domain' && !o.known).map((o) => squash(o.name)));
  read = read.filter((r) => r.exactReads || !ownDomains.has(squash(r.matched)));
  for (const m of open.filter((o) => o.known && !read.some((r) => r.brand.name === o.name))) {
    const brand = findBrand(m.name);
    if (brand) read.push({ brand, score: m.score, matched: m.text });
  }
  read.sort((a, b) => b.score - a.score);
  const scoredRatings = mergeRatings(userRatings, sane.kept);
  const typesIn = (text: string) => scoreTypes(text, {}).scores.keys();
  // A product's name set in two lines under each other is read as one phrase as well (stacked-phrases.ts).
  const typeText = maskMakerNames(withStackedPhrases(lines, allText), read, typesIn, stacked);
  const types = scoreTypes(typeText, scoredRatings, read);
  read = read.filter((b) => !types.parts?.some((part) => part.brand === b.brand.name));
  const patternBrands = withPatternBrands(read, types.patternBrands);
  const cls = classify(types, patternBrands);
  const ordered = orderBrands(patternBrands, types.patternBrands, cls.category, sane.kept.model?.[0]?.value, rows, cls.typeId);
  const brands = withoutStrayCodeMakers(ordered, types.patternBrands, cls.typeId, cls.category);
  const userCls = userRows.length ? classify(scoreTypes(userRows.join('\n'), userRatings), []) : undefined;
  const chosenCategory = userCategory(specs);

  let category = chosenCategory ?? (userCls?.typeId ? userCls.category : cls.category);
  const typeId = userCls?.typeId ?? (findProductType(cls.typeId ?? '')?.category === category ? cls.typeId : undefined);
  // A maker the label names outright (its company name with its legal form, its web domain, "Made
  // by") outranks one only inferred from a catalogue number's pattern, or read as a part of its name (outright-maker.ts).
  const namedOutright = open.find((o) => !o.known && o.via !== 'maker-line' && o.score >= 0.7);
  const displaced = Boolean(brands[0] && namedOutright && displacedByOutright(brands[0], namedOutright));
  // A known maker read as a line of its own names the item before a maker line the base does not know; a known maker only
  // guessed from an unsure misreading does not name it before an unknown name read surely as a line of its own.
  // A lone word counts with a product word read too ("VACUMEX" over a control panel's words); a lone name read as two
  // words only where nothing names the item, as two everyday words apart are as often a warning ("SHIELD EYES").
  const lonePair = (o: (typeof open)[number]) => o.score === LONE_WORD_SCORE && /\S\s+\S/.test(o.text.trim());
  const unknownLines = open.filter((o) => !o.known && o.via === 'maker-line' && o.score >= LONE_WORD_SCORE);
  const sureUnknown = unknownLines.some((o) => (!cls.typeId || !lonePair(o)) && readSurelyAlone(o, lines));
  const first = brands[0] && !displaced && !(sureUnknown && guessedFromMisreading(brands[0], lines)) ? brands[0] : undefined;
  const topBrand = first && (first.score >= 0.4 || (unknownLines.length > 0 && knownOnItsOwnLine(first, lines))) ? first : undefined;
  const tokens = priors?.rows ? priorTokens(ocr.rows.join('\n')) : [];
  const learnedBrand = !topBrand && !specs?.brandInfo?.trim() ? priors?.brandFor(tokens) : undefined;
  const readMaker =
    !topBrand && !learnedBrand ? open.find((o) => !o.known && o.score >= LONE_WORD_SCORE && (!cls.typeId || !lonePair(o))) : undefined;
  // This installation's open-world makers (kept by two owners or a moderator), read anywhere on the label.
  const keptMaker = readMaker ? priors?.makers.get(readMaker.name) : !topBrand && !learnedBrand ? priors?.makers.findIn(rows) : undefined;
  const openMaker = readMaker ?? (keptMaker ? { name: keptMaker.name, text: keptMaker.name } : undefined);
  const brandName = specs?.brandInfo?.trim() || topBrand?.brand.name || learnedBrand?.brand || openMaker?.name;

  // A known maker's name corroborates a single keyword; a name the base does not know says nothing of
  // what the item is (it may even hold the keyword: "SmartEvse").
  const brandRead = read.some((b) => b.score >= 0.4) || Boolean(openMaker && (learnedBrand || keptMaker));
  let confidence = Math.min(
    categoryConfidence(cls),
    singleEvidenceCap(types.evidence, brandRead),
    conflictCap(types, cls, brands),
    faintKeywordCap(types.evidence, lines),
  );
  // No product type: what this installation's users kept for this brand, else for these words and codes.
  let learned: CategoryGuess | undefined;
  if (priors && !chosenCategory && !typeId) {
    const makerCategory = keptMaker?.category ? { category: keptMaker.category, share: 1, support: keptMaker.owners } : undefined;
    learned =
      (brandName ? priors.categoryOfBrand(brandName) : undefined) ??
      makerCategory ??
      (cls.score === 0 ? priors.categoryFor(tokens) : undefined);
    if (learned) {
      category = learned.category;
      confidence = Math.min(LEARNED_CEILING, Math.max(cls.category === category ? confidence : 0, 0.3 + 0.35 * learned.share));
    }
  }

  // An unknown maker's own name may say what it makes ("Trendex Lighting", "www.velmarpumps.com"): where nothing else does.
  const kind = !chosenCategory && !typeId && !learned && cls.score === 0 && readMaker ? makerKind(readMaker) : undefined;
  if (kind) category = kind;
  // Failing a product word, the title names what the maker read is known for (its main family), in that category.
  const namedType = typeId ?? (!chosenCategory && topBrand ? makerFamilyType(topBrand.brand, category) : undefined);

  // Ratings this product type cannot carry are misreadings too ("1220 A" on a contactor).
  const typed = checkRatings(sane.kept, typeId ?? namedType, true);
  const ratings = asDeviceCurrents(mergeRatings(userRatings, typed.kept), typeId);
  // Nothing read surely is thrown away: codes no rule took are kept for the seller and for search, one broken over two lines
  // whole; the maker's name misread, its emblem read as a digit ("4INSIZE"), is its logo, no code (a range's "Resi9" stays).
  const logo = topBrand && !topBrand.form ? squash(topBrand.matched) : undefined;
  const codes = readWholeCodes(lines, rows, (read) => unclaimedCodes(read, ratings, brandName)).filter((c) => squash(c.value) !== logo);
  // A part's code inside another device (a drive's relay), or another maker's other product read beside the item (a UNI-T
  // meter's "UT139C" by an RND supply), is kept for search, never the item's model.
  const beside = types.patternBrands.filter((p) => typeId && p.type !== typeId && p.name !== brandName).map((p) => p.model);
  const partCodes = new Set([...(types.parts?.map((p) => p.code) ?? []), ...beside]);
  const parts = ratings.model?.filter((m) => partCodes.has(m.value)) ?? [];
  if (parts.length) ratings.model = ratings.model?.filter((m) => !partCodes.has(m.value));
  codes.unshift(...parts.map((m) => ({ ...m, key: 'codes' as const })));
  if (codes.length) ratings.codes = codes;
  const flagged = [...sane.dropped, ...typed.dropped];
  // The maker's series with its number ("PowerFlex 40"): shown, and the title's model when no code is.
  const series = topBrand && !specs?.brandInfo?.trim() ? readSeries(topBrand.brand, rows) : undefined;
  if (series) ratings.series = [{ key: 'series', value: series, numbers: [], via: 'table' }];
  // A code kept from an unsure line (read below 0.8) is shown, but never named as the model in the title.
  const titleCode = (c: string) => usableTitleCode(c, lines, partCodes, brandName);
  // The model printed after the maker's name alone on its line ("Tektronix 2465A").
  const lineTexts = lines.map((l) => l.text);
  // Or after any maker's name opening a line, however short ("UnionCam Q5", "CADDX NX-4"; extract/code-after-maker.ts).
  const makerNames = topBrand ? [topBrand.brand.name, ...topBrand.brand.aliases] : openMaker ? [openMaker.name] : [];
  // Failing a maker's, after the product's own words opening a line ("CONTROL PANEL RT-3", "Micro Servo SG90").
  const productType = typeId ? findProductType(typeId) : undefined;
  const productWords = productType ? [productType.noun, ...productType.keywords] : [];
  const makerModel = !ratings.model?.length
    ? ((topBrand && (readMakerModel(topBrand.brand, lineTexts) ?? readBareModel(lines, typeId) ?? readFamilyNumber(lines))) ??
      codeAfterMaker(makerNames, lines) ??
      codeAfterMaker(productWords, lines))
    : undefined;
  if (makerModel) ratings.model = [{ key: 'model', value: makerModel, numbers: [], via: 'table' }];
  const model =
    titleModelOf(ratings.model, rows) ??
    series ??
    (typeId || brandName ? titleCodeOf(ratings.codes, rows, typeId, typesIn, titleCode) : undefined);

  const legible = rows.join('').replace(/[^A-Za-z0-9]/g, '').length;
  const identified = Boolean(chosenCategory || typeId || brandName || learned);
  // A maker the knowledge base does not know says who made it, not what it is: ask to confirm.
  if (openMaker && !typeId && !specs?.brandInfo?.trim()) confidence = Math.min(confidence, OPEN_MAKER_CEILING);
  const contested = typeId && !chosenCategory ? findProductType(typeId)?.contested : undefined;
  // All 12 categories one tap away, likeliest first; when nothing says what it is, the first is put forward, for review.
  const choices = categoryChoices(identified ? [category, ...(contested ? [contested] : []), ...cls.ranked] : [], priors?.categoryOrder);
  if (!identified) {
    category = choices[0] ?? category;
    confidence = Math.min(confidence, UNIDENTIFIED_CONFIDENCE);
  }
  if (!legible && !userRows.length) confidence = Math.min(confidence, UNIDENTIFIED_CONFIDENCE);
  if (contested) confidence = Math.min(confidence, CONTESTED_CEILING);
  if (chosenCategory || userCls?.typeId) confidence = Math.max(confidence, 0.9);
  confidence = Math.round(confidence * 100) / 100;

  const condition: Condition = specs?.condition && isCondition(specs.condition) ? specs.condition : DEFAULT_CONDITION;
  const material = specs?.material?.trim() || findMaterial(allText) || PROVIDER_DEFAULTS.material;
  const size = specs?.size?.trim() || findSize(ratings)?.value || PROVIDER_DEFAULTS.size;
  const named = Boolean(typeId || brandName || model);
  // A model that reads as a rating the item cannot carry ("2465A" on an oscilloscope) stays in the
  // specs, out of the title: there it would read as 2465 amperes.
  const titleModel = model && titleRatingProblems(model, namedType).length ? undefined : model;
  const title =
    specs?.title?.trim() ||
    (!identified
      ? UNIDENTIFIED_TITLE
      : named && (confidence >= 0.35 || brandName)
        ? buildTitle({
            brand: titleBrand(brandName, topBrand, titleModel),
            typeId: namedType,
            category,
            ratings: surelyRead(ratings, lines),
            model: titleModel,
            noun: namedType === typeId && !userCls?.typeId ? narrowNoun(typeId, types.evidence.keywords) : undefined,
          })
        : genericTitle(category));
  const technicalSpecs = specs?.technicalSpecs?.trim() || formatRatings(ratings, specLabels(ratings, typeId));

  const extracted = fieldEvidence({
    specs,
    brandName,
    brandText: topBrand?.matched ?? openMaker?.text,
    learnedToken: learnedBrand && !topBrand ? learnedBrand.token : undefined,
    namedType,
    typeFromUser: Boolean(userCls?.typeId),
    ratings,
    material,
  });

  const estimatedPrice = estimatePrice({ typeId: namedType, category, ratings, brand: brandName, material, condition, confidence });
  const others = brands
    .slice(1, 4)
    .filter((b) => b.score >= 0.4)
    .map((b) => b.brand.name);
  return {
    suggestedTitle: title,
    suggestedCategory: category,
    description:
      specs?.description?.trim() ||
      describeItem({ title, brand: brandName, model, technicalSpecs, others, legible: legible > 0, identified, confidence }),
    confidence,
    quantity: 1,
    brandInfo: brandName ?? PROVIDER_DEFAULTS.brand,
    material,
    size,
    technicalSpecs,
    condition,
    estimatedPrice,
    extracted,
    rawText: [...ocr.rows, ...flaggedRows(flagged)].join('\n'),
    needsReview: confidence < REVIEW_THRESHOLD || !brandName,
    provider: 'local',
    categoryChoices: choices,
    needsLabelPhoto: !identified,
    flaggedRatings: flagged,
  };
}
