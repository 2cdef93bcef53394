//! Mods: folders of data laid out like `assets/`, whose files replace the game's own. Each file is
//! checked before the game reads it; a file that fails is left out and the game's own is used.

mod check;
mod problem;
mod uses;

use crate::player_files::data_store::DataStore;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Component, Path, PathBuf};

use serde::{Deserialize, Serialize};

pub use check::{MAX_IMAGE_SIDE, check_file, read_manifest, read_original_rules, read_rules};
pub use problem::{Problem, Severity};

use crate::duel::RuleSet;
use crate::game_files::{asset_paths, base_assets};
use crate::original::OriginalRules;
use uses::PlaysItsRules;

/// The largest file a mod may bring.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;
/// Folders nest no deeper than this (a link inside a mod pointing at its own parent ends here).
const MAX_DEPTH: usize = 12;

/// What `mod.ron` says of a mod; every field may be left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ModInfo {
    pub name: String,
    pub author: String,
    pub version: String,
    pub description: String,
}

/// One mod as found on disk: its files that passed their checks, and everything wrong with it.
#[derive(Clone, Debug)]
pub struct Mod {
    pub folder: PathBuf,
    pub info: ModInfo,
    /// Each usable file by its path inside the mod (`images/coat-d.png`), with where it is.
    pub files: BTreeMap<String, PathBuf>,
    /// The mod's own rule set, when it brings a valid one.
    pub rules: Option<RuleSet>,
    /// Its rule set of the original game, when it brings a valid one.
    pub original_rules: Option<OriginalRules>,
    pub problems: Vec<Problem>,
}

impl Mod {
    pub const MANIFEST: &str = "mod.ron";

    /// Reads the mod in `folder`: every file is checked; nothing outside the folder is read.
    pub fn open(folder: &Path) -> Mod {
        let mut found = Mod {
            folder: folder.to_path_buf(),
            info: ModInfo::default(),
            files: BTreeMap::new(),
            rules: None,
            original_rules: None,
            problems: Vec::new(),
        };
        match fs::canonicalize(folder) {
            Ok(root) if root.is_dir() => found.read_folder(&root, &root, 0),
            Ok(_) => found
                .problems
                .push(Problem::error(".", "is a file, not a mod's folder")),
            Err(error) => found
                .problems
                .push(Problem::error(".", format!("cannot be read: {error}"))),
        }
        if let Some(path) = found.files.remove(Self::MANIFEST) {
            match fs::read(&path)
                .map_err(|error| Problem::error(Self::MANIFEST, error.to_string()))
                .and_then(|bytes| read_manifest(&bytes))
            {
                Ok(info) => found.info = info,
                Err(problem) => found.problems.push(problem),
            }
        }
        if let Some(path) = found.files.get(asset_paths::RULES) {
            found.rules = fs::read(path)
                .ok()
                .and_then(|bytes| read_rules(asset_paths::RULES, &bytes).ok());
        }
        if let Some(path) = found.files.get(asset_paths::ORIGINAL_RULES) {
            found.original_rules = fs::read(path)
                .ok()
                .and_then(|bytes| read_original_rules(asset_paths::ORIGINAL_RULES, &bytes).ok());
        }
        found
    }

    /// The name players see: the one in `mod.ron`, or the folder's.
    pub fn name(&self) -> String {
        if self.info.name.trim().is_empty() {
            self.folder.file_name().map_or_else(
                || self.folder.display().to_string(),
                |name| name.to_string_lossy().into_owned(),
            )
        } else {
            self.info.name.clone()
        }
    }

    /// The name with the version and author `mod.ron` gives: "Mighty Duel 1.0 by …".
    pub fn title(&self) -> String {
        let mut title = self.name();
        if !self.info.version.is_empty() {
            title += &format!(" {}", self.info.version);
        }
        if !self.info.author.is_empty() {
            title += &format!(" by {}", self.info.author);
        }
        title
    }

    /// The game's files this mod replaces or adds, by path.
    pub fn replaces(&self) -> impl Iterator<Item = &str> {
        self.files.keys().map(String::as_str)
    }

    pub fn errors(&self) -> usize {
        self.problems
            .iter()
            .filter(|problem| problem.is_error())
            .count()
    }

    pub fn warnings(&self) -> usize {
        self.problems.len() - self.errors()
    }

    fn read_folder(&mut self, root: &Path, folder: &Path, depth: usize) {
        let entries = match fs::read_dir(folder) {
            Ok(entries) => entries,
            Err(error) => {
                let name = relative_name(root, folder).unwrap_or_else(|| ".".to_string());
                self.problems
                    .push(Problem::error(name, format!("cannot be read: {error}")));
                return;
            }
        };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .collect();
        paths.sort();
        for path in paths {
            let name = relative_name(root, &path);
            // Hidden files are an editor's or a version control's, never the game's.
            if path
                .file_name()
                .is_some_and(|file| file.to_string_lossy().starts_with('.'))
            {
                continue;
            }
            let Some(name) = name else {
                self.problems.push(Problem::error(
                    path.file_name()
                        .map_or(String::new(), |file| file.to_string_lossy().into_owned()),
                    "its name is not UTF-8 text: rename it",
                ));
                continue;
            };
            match fs::canonicalize(&path) {
                Ok(target) if !target.starts_with(root) => self.problems.push(Problem::error(
                    name,
                    "is a link to a file outside the mod's folder: a mod may only use its own files",
                )),
                Ok(target) if target.is_dir() => {
                    if depth + 1 >= MAX_DEPTH {
                        self.problems.push(Problem::error(
                            name,
                            format!("is nested deeper than {MAX_DEPTH} folders"),
                        ));
                    } else {
                        self.read_folder(root, &path, depth + 1);
                    }
                }
                Ok(target) => self.read_file(name, target),
                Err(error) => self
                    .problems
                    .push(Problem::error(name, format!("cannot be read: {error}"))),
            }
        }
    }

    fn read_file(&mut self, name: String, path: PathBuf) {
        let size = fs::metadata(&path)
            .map(|metadata| metadata.len())
            .unwrap_or(0);
        if size > MAX_FILE_BYTES {
            self.problems.push(Problem::error(
                name,
                format!(
                    "is {:.1} MB, more than the {} MB a mod's file may be",
                    size as f64 / (1024.0 * 1024.0),
                    MAX_FILE_BYTES / (1024 * 1024)
                ),
            ));
            return;
        }
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) => {
                self.problems
                    .push(Problem::error(name, format!("cannot be read: {error}")));
                return;
            }
        };
        let problems = check_file(&name, &bytes);
        let usable = !problems.iter().any(Problem::is_error);
        self.problems.extend(problems);
        if usable {
            self.files.insert(name, path);
        }
    }
}

/// A path inside the mod written with `/`, or `None` when some part of it is not UTF-8.
fn relative_name(root: &Path, path: &Path) -> Option<String> {
    path_key(path.strip_prefix(root).ok()?)
}

/// A relative path written with `/`, as the game names its files (`images/castle.png`), or
/// `None` for anything but plain UTF-8 names: no `..`, no root, no drive.
pub fn path_key(path: &Path) -> Option<String> {
    let parts: Option<Vec<&str>> = path
        .components()
        .map(|part| match part {
            Component::Normal(part) => part.to_str(),
            _ => None,
        })
        .collect();
    parts.map(|parts| parts.join("/"))
}

/// The mods the game plays with, in order: a later mod's file wins over an earlier one's.
#[derive(Clone, Debug, Default)]
pub struct ModStack {
    pub mods: Vec<Mod>,
}

impl ModStack {
    /// Opens every folder and warns, for each mod, about files the resulting game will not use.
    pub fn open(folders: &[PathBuf]) -> ModStack {
        let mut stack = ModStack {
            mods: folders.iter().map(|folder| Mod::open(folder)).collect(),
        };
        let rules = stack.rules().cloned().unwrap_or_else(RuleSet::builtin);
        let original = (stack.mods.iter().rev())
            .find_map(|each| each.original_rules.clone())
            .unwrap_or_else(OriginalRules::builtin);
        let played = stack.mods.iter().rposition(|each| each.rules.is_some());
        let played_original = (stack.mods.iter()).rposition(|each| each.original_rules.is_some());
        let files = stack.files();
        let has_file = |path: &str| files.contains_key(path) || base_assets::has(path);
        for (index, each) in stack.mods.iter_mut().enumerate() {
            let plays = PlaysItsRules {
                duel: played == Some(index),
                original: played_original == Some(index),
            };
            each.check_use((&rules, &original), &has_file, plays);
        }
        stack
    }

    /// Every usable file of every mod by its path, the last mod's where several have it.
    pub fn files(&self) -> BTreeMap<String, PathBuf> {
        self.mods
            .iter()
            .flat_map(|each| each.files.clone())
            .collect()
    }

    /// The rule set of the last mod that brings a valid one.
    pub fn rules(&self) -> Option<&RuleSet> {
        self.rules_mod().and_then(|each| each.rules.as_ref())
    }

    /// The last mod that brings a valid rule set: the one whose rules the game plays.
    pub fn rules_mod(&self) -> Option<&Mod> {
        self.mods.iter().rev().find(|each| each.rules.is_some())
    }

    pub fn has_errors(&self) -> bool {
        self.mods.iter().any(|each| each.errors() > 0)
    }
}

/// The folder of mods in the player's data folder (`~/.local/share/kingdomino-duel/mods` on
/// Linux, or in `--data-dir`), when there is one.
pub fn installed_mods_folder(data: &DataStore) -> Option<PathBuf> {
    data.folder().map(|folder| folder.join("mods"))
}

/// The mods in a folder of mods, by name; none when the folder does not exist.
pub fn mods_in(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut mods: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.is_dir())
        .filter(|path| {
            path.file_name()
                .is_some_and(|name| !name.to_string_lossy().starts_with('.'))
        })
        .collect();
    mods.sort();
    mods
}
