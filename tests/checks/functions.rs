//! No function of the code runs past a screen: every crate's, the game's and its command
//! line's (the tests' own functions aside), as the braces after each `fn` count it.

use super::workspace_rust_files;

/// Past this many lines a function is doing several jobs: split it by job.
const MOST_FUNCTION_LINES: usize = 80;

/// A line without its comments, strings and characters, so braces in them count for nothing;
/// `in_block` carries a block comment over to the next line.
fn code_of(line: &str, in_block: &mut bool) -> String {
    let mut code = String::new();
    let mut characters = line.chars().peekable();
    let mut in_string = false;
    while let Some(character) = characters.next() {
        match (character, characters.peek().copied()) {
            ('*', Some('/')) if *in_block => {
                characters.next();
                *in_block = false;
            }
            _ if *in_block => {}
            ('\\', _) if in_string => {
                characters.next();
            }
            ('"', _) => in_string = !in_string,
            _ if in_string => {}
            ('/', Some('/')) => break,
            ('/', Some('*')) => {
                characters.next();
                *in_block = true;
            }
            // A character literal of one brace; a lifetime passes as it is.
            ('\'', Some('{' | '}')) => {
                characters.next();
            }
            _ => code.push(character),
        }
    }
    code
}

/// Each function of a text: its name, its first line and how many lines it runs.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let mut in_block = false;
    let lines: Vec<String> = text
        .lines()
        .map(|line| code_of(line, &mut in_block))
        .collect();
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(name) = function_named(line) else {
            continue;
        };
        let mut depth = 0i32;
        let mut opened = false;
        'lines: for (end, body) in lines.iter().enumerate().skip(start) {
            for character in body.chars() {
                match character {
                    '{' => (depth, opened) = (depth + 1, true),
                    '}' => depth -= 1,
                    // A declaration without a body (a trait's).
                    ';' if !opened => break 'lines,
                    _ => {}
                }
            }
            if opened && depth == 0 {
                found.push((name, start + 1, end - start + 1));
                break;
            }
        }
    }
    found
}

/// The name of the function a line declares, if it declares one.
fn function_named(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|word| *word == "fn")?;
    let before_fn = &words[..at];
    let qualifiers = ["pub", "const", "async", "unsafe", "extern"];
    let declared = before_fn
        .iter()
        .all(|word| qualifiers.contains(word) || word.starts_with("pub("));
    let name: String = words
        .get(at + 1)?
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (declared && !name.is_empty()).then_some(name)
}

#[test]
fn no_function_of_code_is_over_eighty_lines() {
    let files: Vec<_> = workspace_rust_files()
        .into_iter()
        .filter(|file| {
            let is_test = file.components().any(|part| part.as_os_str() == "tests");
            !is_test && !file.ends_with("tests.rs")
        })
        .collect();
    assert!(files.len() > 100, "the workspace's files were not found");
    let long: Vec<String> = files
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(file).unwrap();
            functions(&text)
                .into_iter()
                .filter(|(_, _, lines)| *lines > MOST_FUNCTION_LINES)
                .map(|(name, line, lines)| {
                    format!("{}:{line}: {name}, {lines} lines", file.display())
                })
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(long.is_empty(), "functions to split:\n{}", long.join("\n"));
}

#[test]
fn the_count_skips_braces_in_strings_comments_and_declarations() {
    let text = "/// An example.\n\
                pub(crate) fn two(x: u8) -> String {\n\
                \x20   let open = \"{{ not a brace\"; // nor } this\n\
                \x20   format!(\"{open}{x}\")\n\
                }\n\
                trait Said {\n\
                \x20   fn said(&self) -> char;\n\
                \x20   fn brace(&self) -> char { '}' }\n\
                }\n";
    assert_eq!(
        functions(text),
        vec![("two".to_string(), 2, 4), ("brace".to_string(), 8, 1)]
    );
}
