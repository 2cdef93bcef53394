//! What the server says on its standard error: each line starts with the program's name, and
//! whatever a client sent is quoted escaped and cut short, so a stranger can neither forge a
//! line of the log nor fill the disk with one message.

use std::sync::OnceLock;

static PROGRAM: OnceLock<&'static str> = OnceLock::new();

/// The longest piece of a client's text a log line quotes.
pub const MOST_QUOTED_CHARS: usize = 200;

/// Names the program once, at start (`kingdomino-server`, or `kingdomino-duel serve`).
pub fn name_program(program: &'static str) {
    let _ = PROGRAM.set(program);
}

/// A line of the log.
pub fn say(line: &str) {
    let program = PROGRAM.get().copied().unwrap_or("kingdomino-server");
    eprintln!("{program}: {line}");
}

/// A client's text as a log line may quote it: control characters (new lines included) and
/// the characters that turn text around escaped, at most [`MOST_QUOTED_CHARS`] of them.
pub fn quoted(text: &str) -> String {
    let mut quoted = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == MOST_QUOTED_CHARS {
            quoted.push('…');
            break;
        }
        if c.is_control() || kingdomino_core::online::protocol::is_hidden_char(c) || c == '\\' {
            quoted.extend(c.escape_default());
        } else {
            quoted.push(c);
        }
    }
    quoted
}

/// `redis://USER:PASSWORD@HOST` as `redis://USER:***@HOST` (and `redis://:PASSWORD@HOST` as `redis://:***@HOST`).
pub fn without_password(address: &str) -> String {
    let Some((scheme, rest)) = address.split_once("://") else {
        return address.to_string();
    };
    let Some((credentials, place)) = rest.rsplit_once('@') else {
        return address.to_string();
    };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{place}"),
        None => format!("{scheme}://***@{place}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_s_text_cannot_forge_a_line_or_run_long() {
        let forged = "bad\nkingdomino-server: room ABCD2345 \u{202e}deleted\\";
        let said = quoted(forged);
        assert!(!said.contains('\n'), "{said}");
        assert!(!said.contains('\u{202e}'), "{said}");
        assert!(said.contains("\\n") && said.contains("\\u{202e}") && said.ends_with("\\\\"));
        let long = quoted(&"x".repeat(10_000));
        assert_eq!(long.chars().count(), MOST_QUOTED_CHARS + 1);
        assert_eq!(quoted("Zoë"), "Zoë");
    }
}
