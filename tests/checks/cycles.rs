//! No module imports one that imports it, at any depth, in any crate of the workspace: the
//! rooms of a folder (its files and subfolders) form no circle through `use` and inline
//! `crate::`/`super::` paths. The same reading as `module_cycles.py` of the team's tools.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::{repository, rust_files};

type Module = Vec<String>;

/// Every module of a crate's `src/`, by its path (`app::duel::ghost`), with its file.
fn modules(src: &Path) -> BTreeMap<Module, PathBuf> {
    rust_files(src)
        .into_iter()
        .map(|file| {
            let relative = file.strip_prefix(src).unwrap().with_extension("");
            let mut parts: Module = relative
                .components()
                .map(|part| part.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(
                parts.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                parts.pop();
            }
            (parts, file)
        })
        .collect()
}

/// `a::{b, c::{d, e}}` as `a::b`, `a::c::d`, `a::c::e`.
fn expand(path: &str) -> Vec<String> {
    let Some(open) = path.find('{') else {
        return vec![path.to_string()];
    };
    let mut depth = 0;
    let mut close = path.len();
    for (at, character) in path.char_indices().skip_while(|(at, _)| *at < open) {
        depth += i32::from(character == '{') - i32::from(character == '}');
        if depth == 0 {
            close = at;
            break;
        }
    }
    let (head, inner) = (&path[..open], &path[open + 1..close.min(path.len())]);
    let mut items = Vec::new();
    let (mut depth, mut current) = (0, String::new());
    for character in inner.chars() {
        match character {
            ',' if depth == 0 => items.push(std::mem::take(&mut current)),
            _ => {
                depth += i32::from(character == '{') - i32::from(character == '}');
                current.push(character);
            }
        }
    }
    items.push(current);
    items
        .iter()
        .filter(|item| !item.trim().is_empty())
        .flat_map(|item| expand(&format!("{head}{}", item.trim())))
        .collect()
}

/// The paths a file's code names: its `use` declarations and inline `crate::`/`super::` paths.
fn named_paths(text: &str) -> Vec<String> {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let mut paths = Vec::new();
    for declaration in code.split("use ").skip(1) {
        let Some(end) = declaration.find(';') else {
            continue;
        };
        let compact: String = declaration[..end].split_whitespace().collect();
        paths.extend(expand(&compact));
    }
    for start in ["crate::", "super::"] {
        for (at, _) in code.match_indices(start) {
            let path: String = code[at..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            paths.push(path);
        }
    }
    paths
}

/// The module a path names, from the module `me` that names it.
fn resolve(modules: &BTreeMap<Module, PathBuf>, me: &Module, path: &str) -> Option<Module> {
    let path = path.split(" as ").next().unwrap_or(path);
    let mut segments = path.split("::").filter(|segment| !segment.is_empty());
    let mut full: Module = match segments.next()? {
        "crate" => Vec::new(),
        first @ ("super" | "self") => {
            let mut base = me.clone();
            if first == "super" {
                base.pop();
            }
            base
        }
        _ => return None,
    };
    for segment in segments {
        match segment {
            "super" => {
                full.pop();
            }
            "self" => {}
            _ => full.push(segment.to_string()),
        }
    }
    (1..=full.len())
        .rev()
        .map(|length| full[..length].to_vec())
        .find(|prefix| modules.contains_key(prefix))
}

/// Each circle among the rooms of depth `depth` (a module's first `depth` parts) of these
/// modules: groups of rooms that reach one another.
fn circles(modules: &BTreeMap<Module, PathBuf>, within: &[Module], depth: usize) -> Vec<String> {
    let room = |module: &Module| module[..depth.min(module.len())].join("::");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for me in within {
        let text = std::fs::read_to_string(&modules[me]).unwrap();
        for path in named_paths(&text) {
            if let Some(target) = resolve(modules, me, &path)
                && target.len() >= depth
                && room(&target) != room(me)
            {
                graph.entry(room(me)).or_default().insert(room(&target));
            }
        }
    }
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut next = vec![from.clone()];
        while let Some(room) = next.pop() {
            for target in graph.get(&room).into_iter().flatten() {
                if seen.insert(target.clone()) {
                    next.push(target.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|room| (room, reach(room))).collect();
    let mut found = BTreeSet::new();
    for (room, seen) in &reached {
        let circle: Vec<&String> = seen
            .iter()
            .filter(|other| reached.get(other).is_some_and(|back| back.contains(*room)))
            .collect();
        if circle.len() > 1 {
            found.insert(
                circle
                    .iter()
                    .map(|room| room.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            );
        }
    }
    found.into_iter().collect()
}

/// The circles of every crate, at the depths the rooms of `src/` and its folders have.
fn circles_in_crate(root: &Path) -> Vec<String> {
    let src = root.join("src");
    let modules = modules(&src);
    let mut folders: Vec<Module> = vec![Vec::new()];
    folders.extend(modules.keys().filter(|module| module.len() == 1).cloned());
    let mut found = BTreeSet::new();
    for folder in &folders {
        let within: Vec<Module> = modules
            .keys()
            .filter(|module| module.starts_with(folder))
            .cloned()
            .collect();
        for depth in 1..=3 {
            for circle in circles(&modules, &within, depth) {
                found.insert(format!("{}: {circle}", root.display()));
            }
        }
    }
    found.into_iter().collect()
}

#[test]
fn no_module_imports_one_that_imports_it() {
    let root = repository();
    let mut crates = vec![root.clone()];
    crates.extend(
        std::fs::read_dir(root.join("crates"))
            .unwrap()
            .map(|entry| entry.unwrap().path()),
    );
    let found: Vec<String> = crates
        .iter()
        .flat_map(|dir| circles_in_crate(dir))
        .collect();
    assert!(
        found.is_empty(),
        "modules in a circle:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_finds_a_circle_through_use_and_inline_paths() {
    let folder = std::env::temp_dir().join(format!("kingdomino-circle-{}", std::process::id()));
    let src = folder.join("src");
    std::fs::create_dir_all(src.join("a")).unwrap();
    std::fs::write(src.join("lib.rs"), "mod a;\nmod b;\n").unwrap();
    std::fs::write(src.join("a/mod.rs"), "use crate::b::{x, y::{z}};\n").unwrap();
    std::fs::write(src.join("b.rs"), "// crate::a::f() in a comment\n").unwrap();
    assert!(circles_in_crate(&folder).is_empty());
    std::fs::write(src.join("b.rs"), "fn f() { crate::a::g(); }\n").unwrap();
    assert_eq!(
        circles_in_crate(&folder).len(),
        1,
        "{:?}",
        circles_in_crate(&folder)
    );
    std::fs::remove_dir_all(&folder).unwrap();
}
