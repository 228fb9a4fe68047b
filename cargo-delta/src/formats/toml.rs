//! TOML: parsed and printed with the `toml` crate. The top level stays a
//! table (TOML has nothing else); `null`s, which TOML lacks, are left out.

use super::Tree;

/// Parses `text`; the parser's message on failure.
pub fn parse(text: &str) -> Result<Tree, String> {
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| e.to_string())?;
    Ok(from_value(toml::Value::Table(table)))
}

fn from_value(value: toml::Value) -> Tree {
    use toml::Value;
    match value {
        Value::String(s) => Tree::Str(s),
        Value::Integer(i) => Tree::Int(i),
        Value::Float(x) => Tree::Float(x),
        Value::Boolean(b) => Tree::Bool(b),
        Value::Datetime(d) => Tree::Str(d.to_string()),
        Value::Array(items) => Tree::Array(items.into_iter().map(from_value).collect()),
        Value::Table(table) => {
            Tree::Table(table.into_iter().map(|(k, v)| (k, from_value(v))).collect())
        }
    }
}

/// Prints `tree` as a TOML document: a table at the top, whatever `tree`
/// was reduced to (a value that is not a table is printed as the table it
/// came from would have been emptied: nothing).
pub fn print(tree: &Tree) -> String {
    let table = match to_value(tree) {
        Some(toml::Value::Table(table)) => table,
        _ => toml::Table::new(),
    };
    toml::to_string(&table).unwrap_or_default()
}

fn to_value(tree: &Tree) -> Option<toml::Value> {
    use toml::Value;
    Some(match tree {
        Tree::Null => return None,
        Tree::Bool(b) => Value::Boolean(*b),
        Tree::Int(i) => Value::Integer(*i),
        Tree::Float(x) => Value::Float(*x),
        Tree::Str(s) => Value::String(s.clone()),
        Tree::Array(items) => Value::Array(items.iter().filter_map(to_value).collect()),
        Tree::Table(entries) => Value::Table(
            entries
                .iter()
                .filter_map(|(k, v)| Some((k.clone(), to_value(v)?)))
                .collect(),
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_print_back_as_toml_that_parses() {
        let text = "title = \"x\"\n\n[server]\nports = [80, 443]\nratio = 0.5\n";
        let tree = parse(text).unwrap();
        assert_eq!(parse(&print(&tree)).unwrap(), tree);
        let odd = Tree::Table(vec![(
            "a".into(),
            Tree::Array(vec![Tree::Null, Tree::Int(1)]),
        )]);
        assert_eq!(print(&odd), "a = [1]\n");
        assert_eq!(print(&Tree::Int(3)), "");
    }

    #[test]
    fn entries_keep_the_files_order() {
        let text = "z = 1\na = 2\n\n[m]\ny = true\nb = \"x\"\n";
        assert_eq!(print(&parse(text).unwrap()), text);
    }

    #[test]
    fn a_file_that_is_not_toml_says_so() {
        assert!(parse("a = ").is_err());
    }
}
