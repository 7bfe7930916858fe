export default function AllBooksHome() {
  return <h1>Alle boeken</h1>;
}
