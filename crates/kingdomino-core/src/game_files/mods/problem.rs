//! One thing wrong with a mod, said so a modder can find it: file, line and column.

use std::fmt;

use serde_json::{Value, json};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The file is not used; the game's own stands in for it.
    Error,
    /// The mod works, but probably not as its author meant.
    Warning,
}

impl Severity {
    fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub severity: Severity,
    /// The file's path inside the mod, with `/` (or `.` for the folder itself).
    pub file: String,
    /// Line and column, 1-based, where the file's format has them.
    pub position: Option<(usize, usize)>,
    pub message: String,
}

impl Problem {
    pub fn error(file: impl Into<String>, message: impl Into<String>) -> Problem {
        Problem {
            severity: Severity::Error,
            file: file.into(),
            position: None,
            message: message.into(),
        }
    }

    pub fn warning(file: impl Into<String>, message: impl Into<String>) -> Problem {
        Problem {
            severity: Severity::Warning,
            ..Problem::error(file, message)
        }
    }

    pub fn at(self, position: Option<(usize, usize)>) -> Problem {
        Problem { position, ..self }
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    pub fn to_json(&self) -> Value {
        json!({
            "severity": self.severity.word(),
            "file": self.file,
            "line": self.position.map(|(line, _)| line),
            "column": self.position.map(|(_, column)| column),
            "message": self.message,
        })
    }
}

impl fmt::Display for Problem {
    /// `file:line:column: error: message`, as compilers write it, so editors can jump there.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some((line, column)) = self.position {
            write!(f, ":{line}:{column}")?;
        }
        write!(f, ": {}: {}", self.severity.word(), self.message)
    }
}
