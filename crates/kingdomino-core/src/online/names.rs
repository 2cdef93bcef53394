//! Players' names as the other player sees them: printable, trimmed, not too long, and without
//! the characters that hide or turn text around.

/// The longest player name kept (longer ones are cut).
pub const MAX_NAME_CHARS: usize = 20;

/// A name as shown to the other player: printable, trimmed and not too long; an empty one
/// becomes `fallback`. Characters that show nothing or turn the text around are dropped, so a
/// name can neither pass for another nor reverse the words around it.
pub fn clean_name(name: &str, fallback: &str) -> String {
    let cleaned: String = name
        .chars()
        .filter(|&c| !c.is_control() && !is_hidden_char(c))
        .collect();
    let cleaned: String = cleaned.trim().chars().take(MAX_NAME_CHARS).collect();
    let cleaned = cleaned.trim_end();
    if cleaned.is_empty() {
        fallback.to_string()
    } else {
        cleaned.to_string()
    }
}

/// Each seat's name as the table shows it: a name that an earlier seat already goes by (any
/// case) gets a number (Player, Player 2), so that the table never says "Player wins" of two
/// players called Player. Still at most `MAX_NAME_CHARS` long. The seats keep their names as
/// given: a rated player's record is kept under theirs.
pub fn distinct_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut shown: Vec<String> = Vec::new();
    for name in names {
        let taken = |candidate: &str| {
            (shown.iter()).any(|other| other.to_lowercase() == candidate.to_lowercase())
        };
        let distinct = std::iter::once(name.to_string())
            .chain((2..).map(|number| {
                let suffix = format!(" {number}");
                let kept = MAX_NAME_CHARS.saturating_sub(suffix.chars().count());
                let base: String = name.chars().take(kept).collect();
                format!("{}{suffix}", base.trim_end())
            }))
            .find(|candidate| !taken(candidate))
            .expect("fewer seats than numbers");
        shown.push(distinct);
    }
    shown
}

/// A character that draws nothing of its own or changes the direction of the text around it:
/// the zero-width ones, the word joiner, the byte order mark and Unicode's bidirectional marks,
/// embeddings, overrides and isolates.
pub fn is_hidden_char(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{FEFF}'
    )
}
