// Same loaders, minifier and chunking defaults as shared/build/webpack-config.cjs, without
// module federation: the baseline a federated page is compared with.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/index.tsx',
  output: { path: path.join(__dirname, 'dist'), filename: '[name].[contenthash:10].js', clean: true, publicPath: '/' },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } } } },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ templateContent: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><div id="root"></div></body></html>' }), new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' })],
};
