//! What a text says before it is put into words: a Fluent message's id and its arguments, so
//! the words can change with the language while the game keeps the meaning.

/// A text to show, in whatever language the player reads.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Phrase {
    /// Nothing at all (an empty line that a view fills later).
    #[default]
    Empty,
    /// A message of the language files, by its id, with its arguments.
    Message {
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    /// Words that are the same in every language: a name, a file's path, a mod's own text.
    Verbatim(String),
    /// A thing the game's data names (a mod's coat of arms): the message `id` where a language
    /// file has one, else the data's own name.
    Named { id: String, otherwise: String },
    /// Several phrases, one after the other with a separator between them.
    Joined {
        parts: Vec<Phrase>,
        separator: &'static str,
    },
}

/// A value a message puts into its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number: plural forms are chosen by it.
    Number(i64),
    /// Words that are the same in every language.
    Text(String),
    /// Another phrase, put into words first.
    Phrase(Phrase),
}

impl Phrase {
    /// The message `id`, without arguments so far.
    pub fn new(id: &'static str) -> Phrase {
        Phrase::Message {
            id,
            args: Vec::new(),
        }
    }

    pub fn verbatim(text: impl Into<String>) -> Phrase {
        Phrase::Verbatim(text.into())
    }

    /// The phrases one per line.
    pub fn lines(parts: Vec<Phrase>) -> Phrase {
        Phrase::Joined {
            parts,
            separator: "\n",
        }
    }

    /// The phrases as a list on one line.
    pub fn list(parts: Vec<Phrase>) -> Phrase {
        Phrase::Joined {
            parts,
            separator: ", ",
        }
    }

    /// The phrases on one line, set apart by dots.
    pub fn dotted(parts: Vec<Phrase>) -> Phrase {
        Phrase::Joined {
            parts,
            separator: " · ",
        }
    }

    /// The same message with one more argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Phrase {
        if let Phrase::Message { args, .. } = &mut self {
            args.push((name, value.into()));
        }
        self
    }

    /// Whether there is nothing to say.
    pub fn is_empty(&self) -> bool {
        match self {
            Phrase::Empty => true,
            Phrase::Verbatim(text) => text.is_empty(),
            Phrase::Joined { parts, .. } => parts.iter().all(Phrase::is_empty),
            Phrase::Message { .. } | Phrase::Named { .. } => false,
        }
    }

    /// Every message id the phrase uses, its arguments' included.
    pub fn ids(&self) -> Vec<&'static str> {
        let mut ids = Vec::new();
        self.collect_ids(&mut ids);
        ids
    }

    fn collect_ids(&self, ids: &mut Vec<&'static str>) {
        match self {
            Phrase::Message { id, args } => {
                ids.push(id);
                for (_, arg) in args {
                    if let Arg::Phrase(inner) = arg {
                        inner.collect_ids(ids);
                    }
                }
            }
            Phrase::Joined { parts, .. } => parts.iter().for_each(|part| part.collect_ids(ids)),
            Phrase::Empty | Phrase::Verbatim(_) | Phrase::Named { .. } => {}
        }
    }
}

impl From<Phrase> for Arg {
    fn from(phrase: Phrase) -> Arg {
        Arg::Phrase(phrase)
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

macro_rules! number_args {
    ($($kind:ty),*) => {
        $(impl From<$kind> for Arg {
            fn from(number: $kind) -> Arg {
                Arg::Number(i64::from(number))
            }
        })*
    };
}

number_args!(i8, i16, i32, i64, u8, u16, u32);

impl From<usize> for Arg {
    fn from(number: usize) -> Arg {
        Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
    }
}
