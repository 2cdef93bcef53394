//! Reading a rule set file of either game: RON, whose syntax errors name their line and
//! column, then the game's own validation, whose problems name their entries.

use std::fmt;

/// Everything wrong with a rule set file, each problem naming the entry it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSetError {
    pub source: String,
    /// Line and column (1-based) of a syntax error; validation problems name their entry instead.
    pub position: Option<(usize, usize)>,
    pub problems: Vec<String>,
}

/// FNV-1a of a rule set's every field as written out: it changes when anything in it does.
pub(crate) fn fingerprint_of(rules: &impl std::fmt::Debug) -> u64 {
    format!("{rules:?}")
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// A rule set file of either game read (RON: a syntax error names its line and column) and
/// validated by `validate` (its problems name their entries); `source` names the file.
pub(crate) fn read_ron<File: serde::de::DeserializeOwned, Rules>(
    text: &str,
    source: &str,
    validate: impl FnOnce(File) -> Result<Rules, Vec<String>>,
) -> Result<Rules, RuleSetError> {
    let file: File = ron::from_str(text).map_err(|error| RuleSetError {
        source: source.to_string(),
        position: Some((error.span.start.line, error.span.start.col)),
        problems: vec![error.code.to_string()],
    })?;
    validate(file).map_err(|problems| RuleSetError {
        source: source.to_string(),
        position: None,
        problems,
    })
}

impl fmt::Display for RuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, problem) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            match self.position {
                Some((line, column)) => write!(f, "{}:{line}:{column}: {problem}", self.source)?,
                None => write!(f, "{}: {problem}", self.source)?,
            }
        }
        Ok(())
    }
}

impl std::error::Error for RuleSetError {}
