//! Puts phrases into words: the Fluent files of the chosen language, then English's for any
//! message the chosen language lacks, so a text is never missing.

use fluent::concurrent::FluentBundle;
use fluent::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::phrase::{Arg, Phrase};

/// One Fluent file as read: the game's own or a mod's.
#[derive(Clone, Debug)]
pub struct LanguageFile {
    pub language: LanguageIdentifier,
    /// Where it was read, for messages about it (`locales/fr/game.ftl`).
    pub path: String,
    pub text: String,
}

/// A message a phrase named that the chosen language does not have.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Miss {
    pub id: &'static str,
    /// Which language's words were used instead; none when no language has the message.
    pub used: Option<LanguageIdentifier>,
}

/// The messages of a chain of languages, the preferred first.
pub struct Catalog {
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(
                self.bundles
                    .iter()
                    .map(|bundle| bundle.locales[0].to_string()),
            )
            .finish()
    }
}

impl Catalog {
    /// The messages of each language of `chain` in that order, each language from its files in
    /// the order given (a later file's message replaces an earlier one's: that is how a mod
    /// fixes a text). Also says what is wrong in any file, by file and line.
    pub fn new(chain: &[LanguageIdentifier], files: &[LanguageFile]) -> (Catalog, Vec<String>) {
        let mut problems = Vec::new();
        let bundles = chain
            .iter()
            .map(|language| {
                let mut bundle = FluentBundle::new_concurrent(vec![language.clone()]);
                // Bidirectional isolation marks are for right-to-left scripts, which none of
                // the languages has; the font has no glyph for them.
                bundle.set_use_isolating(false);
                // A name written in lower case within a sentence starts a line in the count.
                if let Err(error) = bundle.add_function("CAPITAL", capital) {
                    problems.push(format!("the CAPITAL function: {error}"));
                }
                // A rating of 1,532: each language file says how it groups digits.
                if let Err(error) = bundle.add_function("GROUPED", grouped) {
                    problems.push(format!("the GROUPED function: {error}"));
                }
                for file in files.iter().filter(|file| &file.language == language) {
                    let (resource, file_problems) = parse(file);
                    problems.extend(file_problems);
                    bundle.add_resource_overriding(resource);
                }
                bundle
            })
            .collect();
        (Catalog { bundles }, problems)
    }

    /// The language read first.
    pub fn language(&self) -> Option<&LanguageIdentifier> {
        self.bundles.first().map(|bundle| &bundle.locales[0])
    }

    /// Whether the preferred language itself has the message.
    pub fn has(&self, id: &str) -> bool {
        self.bundles
            .first()
            .is_some_and(|bundle| bundle.has_message(id))
    }

    /// The phrase in words.
    pub fn say(&self, phrase: &Phrase) -> String {
        self.say_noting(phrase, &mut Vec::new())
    }

    /// The phrase in words; each message the preferred language lacks is added to `misses`.
    pub fn say_noting(&self, phrase: &Phrase, misses: &mut Vec<Miss>) -> String {
        match phrase {
            Phrase::Empty => String::new(),
            Phrase::Verbatim(text) => text.clone(),
            Phrase::Named { id, otherwise } => self
                .bundles
                .iter()
                .find_map(|bundle| {
                    let pattern = bundle.get_message(id)?.value()?;
                    Some(
                        bundle
                            .format_pattern(pattern, None, &mut Vec::new())
                            .into_owned(),
                    )
                })
                .unwrap_or_else(|| otherwise.clone()),
            Phrase::Joined { parts, separator } => parts
                .iter()
                .map(|part| self.say_noting(part, misses))
                .collect::<Vec<_>>()
                .join(separator),
            Phrase::Message { id, args } => {
                let mut fluent_args = FluentArgs::new();
                for (name, arg) in args {
                    let value = match arg {
                        Arg::Number(number) => FluentValue::from(*number),
                        Arg::Text(text) => FluentValue::from(text.clone()),
                        Arg::Phrase(inner) => FluentValue::from(self.say_noting(inner, misses)),
                    };
                    fluent_args.set(*name, value);
                }
                self.message(id, &fluent_args, misses)
            }
        }
    }

    fn message(&self, id: &'static str, args: &FluentArgs, misses: &mut Vec<Miss>) -> String {
        for (rank, bundle) in self.bundles.iter().enumerate() {
            let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else {
                continue;
            };
            if rank > 0 {
                misses.push(Miss {
                    id,
                    used: Some(bundle.locales[0].clone()),
                });
            }
            // A missing argument shows as its name in braces, which is what a tester should see.
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(args), &mut errors)
                .into_owned();
        }
        misses.push(Miss { id, used: None });
        id.to_string()
    }
}

/// `GROUPED($n, separator: ",")`: a whole number with its digits in threes, split by the
/// separator the message gives (none: as it is).
fn grouped<'a>(args: &[FluentValue<'a>], named: &FluentArgs) -> FluentValue<'a> {
    let (Some(FluentValue::Number(number)), Some(FluentValue::String(separator))) =
        (args.first(), named.get("separator"))
    else {
        return args.first().cloned().unwrap_or(FluentValue::None);
    };
    let digits = (number.value.abs().round() as u64).to_string();
    let mut text = String::from(if number.value < 0.0 { "-" } else { "" });
    for (at, digit) in digits.chars().enumerate() {
        if at > 0 && (digits.len() - at).is_multiple_of(3) {
            text.push_str(separator);
        }
        text.push(digit);
    }
    FluentValue::from(text)
}

/// `CAPITAL($name)`: the text with its first letter a capital, in any script that has them.
fn capital<'a>(args: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    match args.first() {
        Some(FluentValue::String(text)) => {
            let mut letters = text.chars();
            match letters.next() {
                Some(first) => {
                    FluentValue::from(first.to_uppercase().chain(letters).collect::<String>())
                }
                None => FluentValue::from(String::new()),
            }
        }
        Some(other) => other.clone(),
        None => FluentValue::None,
    }
}

/// The file's messages, as many as can be read, and what is wrong with the rest.
fn parse(file: &LanguageFile) -> (FluentResource, Vec<String>) {
    let (resource, problems) = read(&file.text);
    let problems = problems
        .into_iter()
        .map(|problem| format!("{}, {problem}", file.path))
        .collect();
    (resource, problems)
}

fn read(text: &str) -> (FluentResource, Vec<String>) {
    match FluentResource::try_new(text.to_string()) {
        Ok(resource) => (resource, Vec::new()),
        Err((resource, errors)) => {
            let problems = errors
                .iter()
                .map(|error| {
                    let line = text[..error.pos.start.min(text.len())]
                        .matches('\n')
                        .count()
                        + 1;
                    format!("line {line}: {}", error.kind)
                })
                .collect();
            (resource, problems)
        }
    }
}

/// What is wrong in a Fluent file, by line ("line 4: ..."); nothing when it reads cleanly.
pub fn check(text: &str) -> Vec<String> {
    read(text).1
}

/// The ids of every message a Fluent file defines.
pub fn message_ids(text: &str) -> Vec<String> {
    read(text)
        .0
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}
