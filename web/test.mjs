// The web build in a real browser: serves web/dist on localhost, opens it in headless Chromium
// (WebGL2 through SwiftShader) and checks, as a player would see it, that
//  - the game says `kingdomino-duel: ready` and shows a title screen that is not blank;
//  - a game against the Expert computer starts from the keyboard, and a whole round (every
//    phase, both players) completes with keys alone;
//  - sound plays once a key was pressed, and the canvas follows the window's size;
//  - the page address `?autoplay=1&seed=S&lang=pl` plays a game by itself in Polish, as
//    `--autoplay --seed S --lang pl` (the language files read over HTTP);
//  - `?autoplay=1&game=kingdomino&players=3` plays the original game between three computers
//    and says every player's score;
//  - a page and the desktop game (`--headless`, no window) join one room on a
//    `kingdomino-duel serve` of this machine (`?room=CODE`; with `autoplay=1` the computer
//    plays the page's seat) and play a whole game through it, both printing the same final
//    scores, which a third page watching the room (`?watch=CODE`) prints too;
//  - a page (`?room=CODE&game=kingdomino&players=3&autoplay=1`) and two desktop games play one
//    room of the original game for three, and all three print the same final scores;
//  - a replay kept in the browser's storage is listed on the Replays screen, exported as a
//    download of the same text, and watched at the table (the record drafts and draws);
//  - a screen reader can read the table of either game: the page's accessibility tree holds
//    the prompt (a polite live region), the focused choice's name and the standings;
//  - the console shows no error and no panic.
// Screenshots go to web/test-results/. Run by web/test.sh, which builds the bundle first.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";

const webDir = dirname(fileURLToPath(import.meta.url));
const distDir = join(webDir, "dist");
const resultsDir = join(webDir, "test-results");
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
// SwiftShader draws on the CPU: slow, but the game must still get there.
const readyTimeoutMs = 240_000;
const roundTimeoutMs = 240_000;
const autoplayTimeoutMs = 600_000;
// A whole online game while two pages draw the table in software at once (the player's and a
// watcher's) and the desktop game plays the other seat: about 35 s a turn on two loaded cores,
// so a game of 18 turns came within half a minute of the single game's ten.
const onlineGameTimeoutMs = 1_200_000;
// Its two pages draw a smaller window: SwiftShader's frames cost by the pixel, and a frame
// slower than Bevy's largest step (250 ms) slows the game's own clock, pauses and animations.
const onlineViewport = { width: 800, height: 450 };

/** Every console line of a page, with a way to wait for one. */
class Console {
  constructor(page, label) {
    this.lines = [];
    this.problems = [];
    this.waiters = [];
    page.on("console", (message) => this.add(message.type(), message.text()));
    page.on("pageerror", (error) => this.add("pageerror", String(error)));
    this.label = label;
  }

  add(type, text) {
    this.lines.push({ type, text, at: Date.now() });
    const panicked = /panicked at|RuntimeError: unreachable/.test(text);
    if (type === "error" || type === "pageerror" || panicked) {
      this.problems.push(`${type}: ${text}`);
    }
    if (text.startsWith("kingdomino-duel:")) console.log(`  [${this.label}] ${text}`);
    this.waiters = this.waiters.filter((waiter) => !waiter(text));
  }

  /** The distinct warnings, for the record: browsers warn about things that are no failure. */
  warnings() {
    return [...new Set(this.lines.filter((line) => line.type === "warning").map((line) => line.text))];
  }

  count(text) {
    return this.lines.filter((line) => line.text === text).length;
  }

  /** Resolves when `text` has been logged `times` times in all. */
  waitFor(text, timeoutMs, times = 1) {
    if (this.count(text) >= times) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`no "${text}" (x${times}) within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.waiters.push((line) => {
        if (line !== text || this.count(text) < times) return false;
        clearTimeout(timer);
        resolve();
        return true;
      });
    });
  }

  /** Resolves with the first line starting with `prefix`. */
  waitForPrefix(prefix, timeoutMs) {
    const seen = this.lines.find((line) => line.text.startsWith(prefix));
    if (seen) return Promise.resolve(seen.text);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`no line starting "${prefix}" within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.waiters.push((line) => {
        if (!line.startsWith(prefix)) return false;
        clearTimeout(timer);
        resolve(line);
        return true;
      });
    });
  }
}

/** A screenshot is blank when nearly every pixel has the same colour. */
function checkNotBlank(pngBuffer, name) {
  const image = PNG.sync.read(pngBuffer);
  const counts = new Map();
  for (let i = 0; i < image.data.length; i += 4) {
    const key = (image.data[i] << 16) | (image.data[i + 1] << 8) | image.data[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const pixels = image.width * image.height;
  const commonest = Math.max(...counts.values());
  const otherShare = 1 - commonest / pixels;
  console.log(`  ${name}: ${counts.size} colours, ${(otherShare * 100).toFixed(1)}% not the background`);
  if (counts.size < 16 || otherShare < 0.02) {
    throw new Error(`${name} looks blank (${counts.size} colours, ${otherShare} not background)`);
  }
}

async function screenshot(page, name) {
  const png = await page.screenshot();
  await writeFile(join(resultsDir, `${name}.png`), png);
  checkNotBlank(png, name);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A key press as a person makes it: held over a few frames, not released within the same one. */
async function tap(page, key) {
  await page.keyboard.down(key);
  await sleep(120);
  await page.keyboard.up(key);
  await sleep(150);
}

async function openGame(browser, url, label, viewport = { width: 1280, height: 720 }) {
  const page = await browser.newPage({ viewport });
  const console_ = new Console(page, label);
  const started = Date.now();
  await page.goto(url);
  return { page, console: console_, started };
}

/** Title → a game against the computer, then keys until the next round's roll. */
async function playOneRoundByKeyboard(browser, baseUrl) {
  const { page, console: log, started } = await openGame(browser, baseUrl, "keyboard");
  await log.waitFor("kingdomino-duel: ready", readyTimeoutMs);
  const readyMs = Date.now() - started;
  console.log(`  page load to title screen: ${(readyMs / 1000).toFixed(1)} s`);
  await sleep(1500);
  await screenshot(page, "title");
  if (await page.locator("#loading").count()) throw new Error("the loading indicator is still shown");

  // The title's focus starts on the computer level offered first (Normal in a new browser);
  // one down is a game against the strongest computer, which must think within its budget on
  // the browser's one thread (it warns in the console when it does not).
  await page.locator("#game").focus();
  await tap(page, "ArrowDown");
  await tap(page, "Enter");
  await log.waitFor("kingdomino-duel: phase rolling", 30_000);
  await log.waitFor("kingdomino-duel: phase drafting", 30_000);
  await sleep(500);
  await screenshot(page, "drafting");
  await readTheTable(page, { prompt: /^You: (take|choose)/, focus: /^Die \d: /, standings: /points/ });

  // Enter takes the focused die, lays the domino where it starts (always a spot where it
  // fits, or the pass button), and confirms what the spellbook asks; Escape never comes in.
  const nextRound = log.waitFor("kingdomino-duel: phase rolling", roundTimeoutMs, 2);
  let nextRoundSeen = false;
  nextRound.then(() => (nextRoundSeen = true), () => {});
  const deadline = Date.now() + roundTimeoutMs;
  while (!nextRoundSeen && Date.now() < deadline) {
    await tap(page, "Enter");
    await sleep(150);
  }
  await nextRound;
  for (const phase of ["drafting", "map-filling"]) {
    if (log.count(`kingdomino-duel: phase ${phase}`) < 1) {
      throw new Error(`the round went by without a ${phase} phase`);
    }
  }
  await screenshot(page, "second-round");

  // Sound: the browser held it back until the first key; it must be playing now.
  const audio = await page.evaluate(() => (window.kingdominoDuelAudio ?? []).map((c) => c.state));
  console.log(`  audio contexts after the first keys: ${JSON.stringify(audio)}`);
  if (!audio.includes("running")) throw new Error(`no running audio context: ${audio}`);

  // The game is saved in the browser's storage after each turn, and the computer level played
  // is kept in the settings: a reload offers Continue (focused), and Enter goes on with it.
  const stored = await page.evaluate(() => ({
    save: localStorage.getItem("kingdomino-duel-save.ron") ?? "",
    settings: localStorage.getItem("kingdomino-duel-settings") ?? "",
  }));
  if (!stored.save.includes("Computer(Expert)")) throw new Error(`no save in localStorage: ${stored.save}`);
  if (!stored.settings.includes('computer_level = "Expert"')) {
    throw new Error(`the settings were not kept: ${stored.settings}`);
  }
  await page.reload();
  await log.waitFor("kingdomino-duel: ready", readyTimeoutMs, 2);
  await sleep(1000);
  await page.locator("#game").focus();
  await tap(page, "Enter");
  const resumed = await log.waitForPrefix("kingdomino-duel: resumed turn", 30_000);
  console.log(`  after a reload: ${resumed}`);
  await sleep(1500);
  await screenshot(page, "resumed");

  // A tall window: the canvas follows and the table lays itself out again.
  await page.setViewportSize({ width: 800, height: 1000 });
  await sleep(1500);
  const box = await page.locator("#game").boundingBox();
  if (Math.round(box.width) !== 800 || Math.round(box.height) !== 1000) {
    throw new Error(`the canvas is ${box.width}x${box.height} in an 800x1000 window`);
  }
  await screenshot(page, "tall-window");
  await page.close();
  return { readyMs, problems: log.problems, warnings: log.warnings() };
}

/** What a finger can tap now, as the game writes it on its canvas. */
async function tapTargets(page) {
  const json = await page.locator("#game").getAttribute("data-targets");
  return JSON.parse(json ?? "[]");
}

/** A finger on the middle of `target`, held over a few frames as a person's tap is. */
async function touch(page, touchscreen, target) {
  const point = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
  await touchscreen.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await sleep(120);
  await touchscreen.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await sleep(250);
}

/** A phone's page held upright (390x844, touch only): the title's button, the dice and the map
 * squares tapped until the next round's roll. A square is tapped to aim, then again to draw;
 * the squares nearest the castle are tried in turn until one takes the domino. */
async function playOneRoundByTouch(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const log = new Console(page, "touch");
  await page.goto(baseUrl);
  await log.waitFor("kingdomino-duel: ready", readyTimeoutMs);
  await sleep(1500);
  const touchscreen = await context.newCDPSession(page);
  const easy = (await tapTargets(page)).find((target) => target.name.startsWith("Choice: Play vs computer: Easy"));
  if (!easy) throw new Error(`no Easy button to tap: ${JSON.stringify(await tapTargets(page))}`);
  await touch(page, touchscreen, easy);
  await log.waitFor("kingdomino-duel: phase drafting", 30_000);
  await sleep(500);
  await screenshot(page, "phone-drafting");

  const phase = () => {
    const last = [...log.lines].reverse().find((line) => line.text.startsWith("kingdomino-duel: phase "));
    return last ? last.text.slice("kingdomino-duel: phase ".length) : "";
  };
  const castle = { row: 3, column: 4 };
  const squareAt = (name) => name.match(/^Square (\d+)-(\d+)$/)?.slice(1).map(Number);
  const deadline = Date.now() + roundTimeoutMs;
  let tried = 0;
  let shotMap = false;
  while (log.count("kingdomino-duel: phase rolling") < 2) {
    if (Date.now() > deadline) throw new Error(`the round by touch did not end; last phase ${phase()}`);
    const targets = await tapTargets(page);
    const die = targets.find((target) => /^Die \d$/.test(target.name));
    const act = (pattern) => targets.find((target) => pattern.test(target.intent ?? ""));
    const pass = act(/^Act\(Pass\)$/);
    const coat = act(/^Act\(Choose(Joker|Bonus)Coat/);
    const spell = act(/^Act\(/);
    const squares = targets
      .filter((target) => target.place === 0 && squareAt(target.name))
      .map((target) => {
        const [row, column] = squareAt(target.name);
        return { target, distance: Math.abs(row - castle.row) + Math.abs(column - castle.column) };
      })
      .filter(({ distance }) => distance > 0)
      .sort((a, b) => a.distance - b.distance);
    if (phase() === "drafting" && die) {
      await touch(page, touchscreen, die);
    } else if (phase() === "map-filling" && (coat || pass)) {
      await touch(page, touchscreen, coat ?? pass);
    } else if (phase() === "spellbook" && spell) {
      await touch(page, touchscreen, spell);
    } else if (phase() === "map-filling" && squares.length) {
      const square = squares[tried % squares.length].target;
      tried += 1;
      await touch(page, touchscreen, square);
      if (!shotMap) {
        shotMap = true;
        await screenshot(page, "phone-aimed");
      }
      await touch(page, touchscreen, square);
      await sleep(1600);
    } else {
      await sleep(300);
    }
  }
  for (const wanted of ["drafting", "map-filling"]) {
    if (log.count(`kingdomino-duel: phase ${wanted}`) < 1) {
      throw new Error(`the round by touch went by without a ${wanted} phase`);
    }
  }
  console.log(`  a round played by touch (${tried} squares tapped to aim and draw)`);
  await screenshot(page, "phone-second-round");

  // Held sideways, the page lays the table out again for a phone on its side.
  await page.setViewportSize({ width: 844, height: 390 });
  await sleep(1500);
  await screenshot(page, "phone-sideways");
  await context.close();
  return { problems: log.problems, warnings: log.warnings() };
}

/** The example replay, kept in the browser's storage as a finished game would be: listed,
 * exported (a download) and watched with keys alone. */
async function watchKeptReplay(browser, baseUrl) {
  const example = join(webDir, "..", "tests", "replays", "normal-vs-expert.replay.ron");
  const text = (await readFile(example, "utf8")).replace(
    "seats: (Computer(Normal), Computer(Expert))",
    "seats: (Person, Computer(Expert))",
  );
  const name = "game-2026-11-22-101500.replay.ron";
  const { page, console: log } = await openGame(browser, baseUrl, "replay");
  await log.waitFor("kingdomino-duel: ready", readyTimeoutMs);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`kingdomino-duel-${name}`, text]);
  await sleep(1000);
  // The focus starts on Normal; six down is Replays. Its list's focus starts on the newest.
  await page.locator("#game").focus();
  for (let i = 0; i < 6; i++) await tap(page, "ArrowDown");
  await tap(page, "Enter");
  await sleep(1000);
  await screenshot(page, "replays");
  await tap(page, "Enter");
  await sleep(500);
  const downloaded = page.waitForEvent("download", { timeout: 30_000 });
  // Watch, From turn 15, From turn 9 (the example's two biggest swings), then Export.
  for (let i = 0; i < 3; i++) await tap(page, "ArrowDown");
  await tap(page, "Enter");
  const download = await downloaded;
  const got = await readFile(await download.path(), "utf8");
  if (download.suggestedFilename() !== name || got !== text) {
    throw new Error(`the export is ${download.suggestedFilename()}, ${got.length} characters`);
  }
  console.log(`  exported as a download: ${name}, ${got.length} characters`);
  await sleep(500);
  await screenshot(page, "replay-details");
  for (let i = 0; i < 3; i++) await tap(page, "ArrowUp");
  await tap(page, "Enter");
  await log.waitFor("kingdomino-duel: replay at action 0 of 87", 30_000);
  await log.waitFor("kingdomino-duel: phase map-filling", 60_000);
  await sleep(500);
  await screenshot(page, "replay-at-the-table");
  await page.close();
  return { problems: log.problems, warnings: log.warnings() };
}

/** `?autoplay=1&seed=S`: two computers play a whole game with no input. */
async function autoplay(browser, baseUrl, seed) {
  // In Polish: the page's ?lang= and the language files read over HTTP.
  const url = `${baseUrl}?autoplay=1&seed=${seed}&lang=pl`;
  const { page, console: log } = await openGame(browser, url, "autoplay");
  await log.waitFor("kingdomino-duel: ready", readyTimeoutMs);
  await log.waitFor("kingdomino-duel: language pl", 30_000);
  await log.waitFor("kingdomino-duel: phase rolling", 30_000);
  const scores = await log.waitForPrefix("kingdomino-duel: final scores", autoplayTimeoutMs);
  // The count of the domains runs for a few seconds before the winner shows.
  await sleep(8000);
  await screenshot(page, "autoplay-game-over");
  await page.close();
  return { scores, problems: log.problems, warnings: log.warnings() };
}

/**
 * A screen reader's view of the table: the page's accessibility tree holds the prompt in a
 * polite live region (waited for until it says `prompt`), the focused thing's name and the
 * players' standings, in regions kept off the screen; the keys still go to the canvas.
 */
async function readTheTable(page, { prompt, focus, standings }) {
  const deadline = Date.now() + roundTimeoutMs;
  let said = "";
  while (Date.now() < deadline) {
    said = (await page.locator("#reader-prompt").textContent()) ?? "";
    if (prompt.test(said)) break;
    await sleep(250);
  }
  if (!prompt.test(said)) throw new Error(`the reader's prompt never said ${prompt}: "${said}"`);
  const tree = await page.locator("body").ariaSnapshot();
  console.log(`  what a screen reader reads:\n${tree.replace(/^/gm, "    ")}`);
  // The computers play on meanwhile: the prompt may have moved on, still saying the same.
  const lines = tree.split("\n");
  const status = (line) => line.replace(/^\s*- status: "?|"$/g, "");
  if (!lines.some((line) => line.includes("- status: ") && prompt.test(status(line)))) {
    throw new Error(`the prompt is not a status: ${tree}`);
  }
  const live = await page.locator("#reader-prompt").getAttribute("aria-live");
  if (live !== "polite") throw new Error(`the prompt is read ${live}, not politely`);
  if (focus) {
    const named = (await page.locator("#reader-focus").textContent()) ?? "";
    if (!focus.test(named) || !tree.includes(named)) {
      throw new Error(`the focused thing is named "${named}", not ${focus}: ${tree}`);
    }
  }
  if (!/listitem: .*/.test(tree) || !standings.test(tree)) {
    throw new Error(`no standings in the tree: ${tree}`);
  }
  const focused = await page.evaluate(() => document.activeElement?.id);
  if (focused !== "game") throw new Error(`the keys' focus left the canvas for ${focused}`);
}

/** `?autoplay=1&game=kingdomino&players=3`: three computers play the original game. */
async function kingdomAutoplay(browser, baseUrl, seed) {
  const url = `${baseUrl}?autoplay=1&game=kingdomino&players=3&seed=${seed}`;
  const { page, console: log } = await openGame(browser, url, "kingdom-autoplay");
  await log.waitFor("kingdomino-duel: ready", readyTimeoutMs);
  await sleep(3000);
  await screenshot(page, "kingdom-autoplay-playing");
  await readTheTable(page, { prompt: /(chooses|adds) a domino/, standings: /points/ });
  const scores = await log.waitForPrefix("kingdomino-duel: final scores", autoplayTimeoutMs);
  const players = scores.replace("kingdomino-duel: final scores ", "").split(" - ");
  if (players.length !== 3) {
    throw new Error(`three scores expected, not: ${scores}`);
  }
  await sleep(1000);
  await screenshot(page, "kingdom-autoplay-game-over");
  await page.close();
  return { scores, problems: log.problems, warnings: log.warnings() };
}

/** The desktop game (the tests' build). */
function nativeBinary() {
  const targetDir =
    process.env.CARGO_TARGET_DIR ?? join(process.env.HOME, ".cache/kingdomino-duel-target");
  return process.env.KINGDOMINO_BIN ?? join(targetDir, "debug/kingdomino-duel");
}

/** Runs the desktop game with these arguments; resolves with the first line `pattern` matches. */
function spawnNative(args, pattern) {
  const binary = nativeBinary();
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "ignore"] });
  const lines = createInterface({ input: child.stdout });
  const matched = new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`${binary} ${args[0]} exited (${code})`)));
    lines.on("line", (line) => {
      const found = line.match(pattern);
      if (found) resolve(found);
    });
  });
  // Its failure is reported where it is awaited, not as an unhandled rejection before that.
  matched.catch(() => {});
  return { child, matched };
}

/** A page against the desktop game in one room: each one's computer plays its seat. */
async function onlineGame(browser, baseUrl) {
  const server = spawnNative(
    ["serve", "--port", "0", "--store", ":memory:"],
    /^kingdomino-duel: serving on (\S+)$/,
  );
  const dataDir = await mkdtemp(join(tmpdir(), "kingdomino-online-"));
  let desktop;
  try {
    const address = (await server.matched)[1];
    const room = "WEB23456";
    const url = `${baseUrl}?autoplay=1&room=${room}&server=ws://${address}/play`;
    const { page, console: log } = await openGame(browser, url, "online", onlineViewport);
    const seated = await log.waitForPrefix(`kingdomino-duel: online room ${room} seat`, readyTimeoutMs);
    const gameStarted = Date.now();
    desktop = spawnNative(
      ["--server", address, "--room", room, "--name", "Desktop", "--autoplay", "--headless",
        "--exit-on-game-over", "--data-dir", dataDir],
      /^kingdomino-duel: final scores .*$/,
    );
    await log.waitFor("kingdomino-duel: phase spellbook", roundTimeoutMs);
    await screenshot(page, "online-first-round");
    // A third page watches the room through its link, read-only.
    const watchUrl = `${baseUrl}?watch=${room}&server=ws://${address}/play`;
    const { page: watchPage, console: watchLog } = await openGame(
      browser,
      watchUrl,
      "watching",
      onlineViewport,
    );
    await watchLog.waitFor(`kingdomino-duel: watching online room ${room}`, readyTimeoutMs);
    const pageScores = await log.waitForPrefix("kingdomino-duel: final scores", onlineGameTimeoutMs);
    const rounds = log.lines.filter((line) => line.text === "kingdomino-duel: phase rolling").length;
    const minutes = (Date.now() - gameStarted) / 60_000;
    console.log(`  ${rounds} rounds in ${minutes.toFixed(1)} minutes`);
    const desktopScores = (await desktop.matched)[0];
    if (pageScores !== desktopScores) {
      throw new Error(`the page said "${pageScores}", the desktop "${desktopScores}"`);
    }
    const watchedScores = await watchLog.waitForPrefix("kingdomino-duel: final scores", onlineGameTimeoutMs);
    if (watchedScores !== pageScores) {
      throw new Error(`the watcher said "${watchedScores}", the players "${pageScores}"`);
    }
    await screenshot(watchPage, "online-watched");
    await watchPage.close();
    await sleep(8000);
    await screenshot(page, "online-game-over");
    await page.close();
    return {
      seat: seated.slice(-1),
      scores: pageScores,
      problems: log.problems,
      warnings: log.warnings(),
    };
  } finally {
    desktop?.child.kill();
    server.child.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A page and two desktop games play one room of the original game for three. */
async function onlineKingdomGame(browser, baseUrl) {
  const server = spawnNative(
    ["serve", "--port", "0", "--store", ":memory:"],
    /^kingdomino-duel: serving on (\S+)$/,
  );
  const dataDirs = [];
  const desktops = [];
  try {
    const address = (await server.matched)[1];
    const room = "WEBKNG23";
    const game = "game=kingdomino&players=3";
    const url = `${baseUrl}?autoplay=1&room=${room}&${game}&server=ws://${address}/play`;
    const { page, console: log } = await openGame(browser, url, "online-kingdom", onlineViewport);
    const seated = await log.waitForPrefix(`kingdomino-duel: online room ${room} seat`, readyTimeoutMs);
    const gameStarted = Date.now();
    for (const name of ["Desktop A", "Desktop B"]) {
      const dataDir = await mkdtemp(join(tmpdir(), "kingdomino-online-kingdom-"));
      dataDirs.push(dataDir);
      desktops.push(spawnNative(
        ["--server", address, "--room", room, "--game", "kingdomino", "--players", "3",
          "--name", name, "--autoplay", "--headless", "--exit-on-game-over", "--data-dir", dataDir],
        /^kingdomino-duel: final scores .*$/,
      ));
    }
    await sleep(20_000);
    await screenshot(page, "online-kingdom-playing");
    const pageScores = await log.waitForPrefix("kingdomino-duel: final scores", onlineGameTimeoutMs);
    const minutes = (Date.now() - gameStarted) / 60_000;
    console.log(`  a game of three in ${minutes.toFixed(1)} minutes`);
    await log.waitFor("kingdomino-duel: online lines checked against the server's promise", 30_000);
    for (const desktop of desktops) {
      const desktopScores = (await desktop.matched)[0];
      if (pageScores !== desktopScores) {
        throw new Error(`the page said "${pageScores}", a desktop game "${desktopScores}"`);
      }
    }
    await sleep(1000);
    await screenshot(page, "online-kingdom-game-over");
    await page.close();
    return {
      seat: seated.slice(-1),
      scores: pageScores,
      problems: log.problems,
      warnings: log.warnings(),
    };
  } finally {
    for (const desktop of desktops) desktop.child.kill();
    server.child.kill();
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  // The page is served as players get it: by the game's own server (`serve --web`), which sends
  // each file's Brotli copy to a browser that accepts it.
  const server = spawnNative(
    ["serve", "--port", "0", "--store", ":memory:", "--web", distDir],
    /^kingdomino-duel: serving on (\S+)$/,
  );
  const baseUrl = `http://${(await server.matched)[1]}/`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--enable-unsafe-swiftshader",
      "--use-angle=swiftshader",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  let failed = false;
  try {
    console.log("Keyboard game:");
    const round = await playOneRoundByKeyboard(browser, baseUrl);
    console.log("A phone's page, by touch:");
    const phone = await playOneRoundByTouch(browser, baseUrl);
    console.log("Autoplay in Polish (?autoplay=1&seed=7&lang=pl):");
    const demo = await autoplay(browser, baseUrl, 7);
    console.log(`  ${demo.scores}`);
    console.log("The original game, three computers (?autoplay=1&game=kingdomino&players=3):");
    const kingdom = await kingdomAutoplay(browser, baseUrl, 4);
    console.log(`  ${kingdom.scores}`);
    console.log("A kept replay:");
    const replay = await watchKeptReplay(browser, baseUrl);
    console.log("Online, a page against the desktop game in one room:");
    const online = await onlineGame(browser, baseUrl);
    console.log(`  the page in seat ${online.seat}; both said: ${online.scores}`);
    console.log("Online, the original game: a page and two desktop games in one room of three:");
    const kingdomOnline = await onlineKingdomGame(browser, baseUrl);
    console.log(`  the page in seat ${kingdomOnline.seat}; all said: ${kingdomOnline.scores}`);
    const warnings = new Set([
      ...round.warnings,
      ...phone.warnings,
      ...demo.warnings,
      ...kingdom.warnings,
      ...replay.warnings,
      ...online.warnings,
      ...kingdomOnline.warnings,
    ]);
    if (warnings.size) {
      console.log("Warnings in the console:");
      for (const warning of warnings) console.log(`  ${warning}`);
    }
    const problems = [
      ...round.problems,
      ...phone.problems,
      ...demo.problems,
      ...kingdom.problems,
      ...replay.problems,
      ...online.problems,
      ...kingdomOnline.problems,
    ];
    if (problems.length) {
      failed = true;
      console.error("Errors in the console:");
      for (const problem of problems) console.error(`  ${problem}`);
    }
    console.log(`Page load to title screen: ${(round.readyMs / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(`FAILED: ${error.message}`);
  } finally {
    await browser.close();
    server.child.kill();
  }
  console.log(failed ? "web test: FAILED" : "web test: passed");
  process.exit(failed ? 1 : 0);
}

await main();
