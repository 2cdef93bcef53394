//! Lines for the people and scripts watching a game (`kingdomino-duel: ...`): standard output
//! on the desktop, the browser's console on the web, where standard output goes nowhere.

/// Says one line that tools and tests wait for.
pub fn announce(line: &str) {
    #[cfg(not(target_arch = "wasm32"))]
    println!("{line}");
    #[cfg(target_arch = "wasm32")]
    web_sys::console::log_1(&line.into());
}

/// A phrase in English, as tools and tests read the console in every language.
pub fn in_english(phrase: &kingdomino_core::localization::Phrase) -> String {
    kingdomino_core::localization::built_in_catalog().say(phrase)
}
